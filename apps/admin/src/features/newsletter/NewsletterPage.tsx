import { formatCount } from "@mall/contract";
import { apiErrorText, Button, type Column, DataTable, PageHeader, Panel, toast, useWide } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import p from "../../components/page.module.css";
import { Select } from "../../components/Select.tsx";
import { when } from "../../lib/format.ts";
import { useListState } from "../../lib/list.ts";
import { type Subscriber, useNewsletterSummary, useRemoveSubscriber, useSubscribers } from "./api.ts";
import { useCsvExport } from "./useCsvExport.ts";
import { MailingsPanel } from "./MailingsPanel.tsx";
import s from "./newsletter.module.css";
import { SendMailingDialog } from "./SendMailingDialog.tsx";

/** The contract's search box (SUBSCRIBER_SEARCH_MAX). */
const SEARCH_MAX = 64;

/**
 * The newsletter desk (permission "mail"): who is subscribed, through which brand and since when; search,
 * export every match as CSV (not just this page), remove an address, send a marketing mail, and the log of
 * mailings sent.
 */
export function NewsletterPage() {
  const { t } = useTranslation();
  const wide = useWide();
  const list = useListState({ q: "", brandId: "" });
  const subscribers = useSubscribers(list.filters, list.page);
  const summary = useNewsletterSummary();
  const remove = useRemoveSubscriber();
  const exporter = useCsvExport(list.filters);
  const [removing, setRemoving] = useState<Subscriber>();
  const [removeError, setRemoveError] = useState<string>();
  const [sending, setSending] = useState(false);
  const brands = summary.data?.brands ?? [];

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t("newsletter.removed", { email: removing.email }));
        setRemoving(undefined);
      },
      onError: (err) => setRemoveError(apiErrorText(t, err)),
    });
  };

  const columns: Column<Subscriber>[] = [
    {
      key: "email",
      header: t("newsletter.col.email"),
      render: (r) => (
        <div className={p.whoText}>
          <bdi className={s.email}>{r.email}</bdi>
          {!wide && <span className={p.caption}>{r.brandName ?? r.brandId ?? "—"}</span>}
        </div>
      ),
    },
    ...(wide
      ? [
          {
            key: "brand",
            header: t("newsletter.col.brand"),
            render: (r: Subscriber) => <span>{r.brandName ?? r.brandId ?? "—"}</span>,
          },
        ]
      : []),
    {
      key: "since",
      header: t("newsletter.col.since"),
      render: (r) => <span className={`${p.num} ${p.nowrap}`}>{when(r.createdAt)}</span>,
    },
    {
      key: "actions",
      header: <span className="visually-hidden">{t("common.actions")}</span>,
      align: "end",
      render: (r) => (
        <div className={p.actions}>
          <Button
            size="s"
            variant="ghost"
            onClick={() => {
              setRemoveError(undefined);
              setRemoving(r);
            }}
            data-testid={`remove-subscriber-${r.id}`}
          >
            {t("newsletter.remove")}
          </Button>
        </div>
      ),
    },
  ];

  // Beside the search on a wide screen; on a phone, on its own row under it.
  const brandFilter = (
    <Select
      className={p.filter}
      value={list.filters.brandId}
      aria-label={t("newsletter.brandFilter")}
      onChange={(e) => list.setFilter("brandId", e.target.value)}
      options={[
        { value: "", label: t("newsletter.allBrands") },
        ...brands.map((b) => ({ value: b.id, label: b.name })),
      ]}
    />
  );
  return (
    <div className={p.page}>
      <PageHeader
        title={t("newsletter.title")}
        subtitle={t("newsletter.subtitle")}
        actions={
          <>
            <Button onClick={exporter.start} loading={exporter.running} data-testid="newsletter-export">
              {exporter.running ? t("newsletter.exporting", { n: exporter.count }) : t("newsletter.export")}
            </Button>
            <Button variant="primary" onClick={() => setSending(true)} data-testid="newsletter-send">
              {t("newsletter.send")}
            </Button>
          </>
        }
      />
      <section className={s.figures} aria-label={t("newsletter.summary")}>
        <Figure label={t("newsletter.subscribers")} value={summary.data?.subscribers} />
        <Figure label={t("newsletter.left30")} value={summary.data?.unsubscribed30d} />
        {brands.map((b) => (
          <Figure key={b.id} label={b.name} value={b.subscribers} />
        ))}
      </section>
      <Panel padded={false}>
        <ListToolbar
          search={{
            placeholder: t("newsletter.searchPlaceholder"),
            onSearch: (words) => list.setFilter("q", words),
            maxLength: SEARCH_MAX,
            testId: "newsletter-search",
          }}
        >
          {wide && brandFilter}
        </ListToolbar>
        {!wide && <div className={s.filterRow}>{brandFilter}</div>}
        <DataTable
          columns={columns}
          rows={subscribers.data?.pageList}
          rowKey={(r) => r.id}
          loading={subscribers.isFetching && !subscribers.data}
          empty={list.filters.q || list.filters.brandId ? t("newsletter.noMatch") : t("newsletter.empty")}
          caption={t("newsletter.title")}
          pagination={list.pager(subscribers.data)}
        />
      </Panel>
      <MailingsPanel />
      <ConfirmDialog
        open={Boolean(removing)}
        title={t("newsletter.removeTitle")}
        message={removing && t("newsletter.removeText", { email: removing.email })}
        confirmLabel={t("newsletter.remove")}
        danger
        busy={remove.isPending}
        error={removeError}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(undefined)}
      />
      <SendMailingDialog open={sending} brands={brands} onClose={() => setSending(false)} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className={s.figure}>
      <span className={s.figureLabel}>{label}</span>
      <span className={`${s.figureValue} ${p.num}`}>{value === undefined ? "—" : formatCount(value)}</span>
    </div>
  );
}
