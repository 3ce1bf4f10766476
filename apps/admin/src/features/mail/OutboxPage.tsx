import type { OutboxMessage } from "@mall/contract";
import { type Column, DataTable, Dialog, PageHeader, Panel, StatusBadge, useWide } from "@mall/ui";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import p from "../../components/page.module.css";
import { when } from "../../lib/format.ts";
import { useListState } from "../../lib/list.ts";
import { useOutbox } from "./api.ts";
import s from "./OutboxPage.module.css";

/** The six-digit verification code in a message, if it carries one. */
const codeIn = (body: string) => /\b\d{6}\b/.exec(body)?.[0];

/** The body with its codes marked, so they stand out when read aloud to a tester. */
function Body({ text }: { text: string }) {
  let at = 0;
  const parts = text
    .split(/(\b\d{6}\b)/)
    .filter(Boolean)
    .map((part) => {
      const piece = { part, at, code: /^\d{6}$/.test(part) };
      at += part.length;
      return piece;
    });
  return (
    <pre className={s.body}>
      {parts.map(({ part, at, code }) =>
        code ? (
          <mark key={at} className={s.code}>
            {part}
          </mark>
        ) : (
          <Fragment key={at}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

function Delivery({ m }: { m: OutboxMessage }) {
  const { t } = useTranslation();
  if (m.error) return <StatusBadge tone="danger">{t("mail.failed")}</StatusBadge>;
  if (m.sentAt) return <StatusBadge tone="success">{t("mail.sent")}</StatusBadge>;
  return <StatusBadge tone="neutral">{t("mail.queued")}</StatusBadge>;
}

/** Every message the platform sent or queued; in the demo, verification codes are read here. */
export function OutboxPage() {
  const { t } = useTranslation();
  const list = useListState({ q: "" });
  const outbox = useOutbox(list.filters.q, list.page);
  const wide = useWide();
  const [open, setOpen] = useState<OutboxMessage>();

  const columns: Column<OutboxMessage>[] = [
    ...(wide
      ? [
          {
            key: "created",
            header: t("mail.col.created"),
            width: "150px",
            render: (m: OutboxMessage) => <span className={`${p.num} ${p.nowrap}`}>{when(m.createdAt)}</span>,
          },
        ]
      : []),
    {
      key: "recipient",
      header: t("mail.col.recipient"),
      render: (m) => (
        <div className={p.whoText}>
          <span className={`${p.strong} ${s.recipient}`}>{m.recipient}</span>
          <span className={p.caption}>
            {t(`mail.channel.${m.channel}`, { defaultValue: m.channel })}
            {!wide && ` · ${when(m.createdAt)}`}
          </span>
        </div>
      ),
    },
    {
      key: "subject",
      header: t("mail.col.message"),
      render: (m) => {
        const code = codeIn(m.body);
        return (
          <div className={`${p.whoText} ${s.message}`}>
            <button type="button" className={p.nameButton} onClick={() => setOpen(m)} title={t("common.open")}>
              {m.subject}
            </button>
            <span className={p.caption}>{m.body}</span>
            {code && (
              <span className={s.codeLine}>
                {t("mail.code")} <mark className={s.code}>{code}</mark>
              </span>
            )}
          </div>
        );
      },
    },
    { key: "status", header: t("mail.col.status"), render: (m) => <Delivery m={m} /> },
  ];

  return (
    <div className={p.page}>
      <PageHeader title={t("mail.title")} subtitle={t("mail.subtitle")} />
      <Panel padded={false}>
        <ListToolbar
          search={{
            placeholder: t("mail.searchPlaceholder"),
            onSearch: (words) => list.setFilter("q", words),
            maxLength: 80,
          }}
        >
          <span className={p.caption}>{t("mail.autoRefresh")}</span>
        </ListToolbar>
        <DataTable
          columns={columns}
          rows={outbox.data?.pageList}
          rowKey={(m) => m.id}
          loading={outbox.isFetching && !outbox.data}
          empty={t("mail.empty")}
          caption={t("mail.title")}
          pagination={list.pager(outbox.data)}
        />
      </Panel>
      <Dialog
        open={Boolean(open)}
        width="620px"
        title={open?.subject}
        description={open && t("mail.to", { recipient: open.recipient, date: when(open.createdAt) })}
        onClose={() => setOpen(undefined)}
      >
        {open && (
          <div className={s.detail}>
            <Delivery m={open} />
            {open.error && <p className={s.error}>{open.error}</p>}
            <Body text={open.body} />
          </div>
        )}
      </Dialog>
    </div>
  );
}
