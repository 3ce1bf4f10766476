import { formatCount } from "@mall/contract";
import { type Column, DataTable, Panel, StatusBadge, useWide } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { when } from "../../lib/format.ts";
import { type Mailing, useMailings } from "./api.ts";

/** The marketing mail log: what was sent, by whom, to how many, and whether the sending finished. */
export function MailingsPanel() {
  const { t } = useTranslation();
  const wide = useWide();
  const [page, setPage] = useState(1);
  const mailings = useMailings(page);
  const columns: Column<Mailing>[] = [
    {
      key: "subject",
      header: t("newsletter.col.subject"),
      render: (m) => (
        <div className={p.whoText}>
          <span className={p.strong}>{m.subject}</span>
          <span className={p.caption}>
            {m.brandId ?? t("newsletter.allBrands")}
            {!wide && ` · ${when(m.createdAt)}`}
          </span>
        </div>
      ),
    },
    ...(wide
      ? [
          {
            key: "sent",
            header: t("newsletter.col.sentAt"),
            render: (m: Mailing) => <span className={`${p.num} ${p.nowrap}`}>{when(m.createdAt)}</span>,
          },
          { key: "by", header: t("newsletter.col.sentBy"), render: (m: Mailing) => <bdi>{m.sentBy}</bdi> },
        ]
      : []),
    {
      key: "recipients",
      header: t("newsletter.col.recipients"),
      align: "end",
      render: (m) =>
        m.finishedAt ? (
          <span className={p.num}>{formatCount(m.recipients)}</span>
        ) : (
          <StatusBadge tone="warning">{t("newsletter.unfinished")}</StatusBadge>
        ),
    },
  ];
  return (
    <Panel title={t("newsletter.mailings")} description={t("newsletter.mailingsText")} padded={false}>
      <DataTable
        columns={columns}
        rows={mailings.data?.pageList}
        rowKey={(m) => m.id}
        loading={mailings.isFetching && !mailings.data}
        empty={t("newsletter.noMailings")}
        caption={t("newsletter.mailings")}
        pagination={{ page, pageSize: 5, total: mailings.data?.pageInfo.totalElements ?? 0, onChange: setPage }}
      />
    </Panel>
  );
}
