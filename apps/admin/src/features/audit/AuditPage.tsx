import { AUDIT_ACTIONS, type AuditEntry } from "@mall/contract";
import {
  Avatar,
  Button,
  type Column,
  DataTable,
  Dialog,
  PageHeader,
  Panel,
  StatusBadge,
  type Tone,
  useWide,
} from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DetailList } from "../../components/DetailList.tsx";
import f from "../../components/forms.module.css";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import p from "../../components/page.module.css";
import { when } from "../../lib/format.ts";
import { useListState } from "../../lib/list.ts";
import { AuditDiff } from "./AuditDiff.tsx";
import { type AuditFilters, useAudit } from "./api.ts";

const toneOf = (action: string): Tone =>
  /disable|delete|reject|refuse|hide|remove/.test(action)
    ? "danger"
    : /enable|approve|create|show|grant|payOut|publish/.test(action)
      ? "success"
      : "info";

/** Who did what to what, with the record before and after: every staff write of the console. */
export function AuditPage() {
  const { t } = useTranslation();
  const list = useListState<AuditFilters>({ staffId: "", action: "" });
  const audit = useAudit(list.filters, list.page);
  const wide = useWide();
  const [open, setOpen] = useState<AuditEntry>();
  const target = (e: AuditEntry) =>
    t(`audit.target.${e.targetType}`, { id: e.targetId, defaultValue: `${e.targetType} #${e.targetId}` });

  const columns: Column<AuditEntry>[] = [
    ...(wide
      ? [
          {
            key: "time",
            header: t("audit.col.time"),
            width: "150px",
            render: (e: AuditEntry) => <span className={`${p.num} ${p.nowrap}`}>{when(e.createdAt)}</span>,
          },
        ]
      : []),
    {
      key: "staff",
      header: wide ? t("audit.col.staff") : `${t("audit.col.staff")} · ${t("audit.col.time")}`,
      width: wide ? "16%" : undefined,
      render: (e) => (
        <div className={p.who}>
          <Avatar name={e.staffName} seed={e.staffId} size={28} />
          <div className={p.whoText}>
            <span className={p.strong}>{e.staffName}</span>
            {!wide && <span className={`${p.caption} ${p.num}`}>{when(e.createdAt)}</span>}
          </div>
        </div>
      ),
    },
    {
      key: "action",
      header: t("audit.col.action"),
      render: (e) => (
        <div className={p.whoText}>
          <span>
            <StatusBadge tone={toneOf(e.action)}>
              {t(`audit.action.${e.action}`, { defaultValue: e.action })}
            </StatusBadge>
          </span>
          {!wide && <span className={p.caption}>{target(e)}</span>}
        </div>
      ),
    },
    ...(wide
      ? [
          {
            key: "target",
            header: t("audit.col.target"),
            render: (e: AuditEntry) => <span className={`${p.num} ${p.nowrap}`}>{target(e)}</span>,
          },
        ]
      : []),
    { key: "changes", header: t("audit.col.changes"), width: "32%", render: (e) => <AuditDiff entry={e} /> },
    {
      key: "actions",
      header: <span className="visually-hidden">{t("common.actions")}</span>,
      align: "end",
      render: (e) => (
        <Button size="s" variant="ghost" onClick={() => setOpen(e)}>
          {t("common.details")}
        </Button>
      ),
    },
  ];

  return (
    <div className={p.page}>
      <PageHeader title={t("audit.title")} subtitle={t("audit.subtitle")} />
      <Panel padded={false}>
        <ListToolbar>
          <select
            className={`${f.select} ${p.filter}`}
            aria-label={t("audit.col.staff")}
            value={list.filters.staffId}
            onChange={(e) => list.setFilter("staffId", e.target.value)}
          >
            <option value="">{t("audit.allStaff")}</option>
            {(audit.data?.staff ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.username}
              </option>
            ))}
          </select>
          <select
            className={`${f.select} ${p.filter}`}
            aria-label={t("audit.col.action")}
            value={list.filters.action}
            onChange={(e) => list.setFilter("action", e.target.value)}
          >
            <option value="">{t("audit.allActions")}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`audit.action.${a}`)}
              </option>
            ))}
          </select>
        </ListToolbar>
        <DataTable
          columns={columns}
          rows={audit.data?.pageList}
          rowKey={(e) => e.id}
          loading={audit.isFetching}
          empty={t("audit.empty")}
          caption={t("audit.title")}
          pagination={list.pager(audit.data)}
        />
      </Panel>
      <Dialog
        open={Boolean(open)}
        width="640px"
        title={open && t(`audit.action.${open.action}`, { defaultValue: open.action })}
        onClose={() => setOpen(undefined)}
      >
        {open && (
          <div className={f.stack}>
            <DetailList
              items={[
                { key: "staff", label: t("audit.col.staff"), value: open.staffName },
                { key: "time", label: t("audit.col.time"), value: when(open.createdAt) },
                { key: "target", label: t("audit.col.target"), value: target(open) },
              ]}
            />
            <AuditDiff entry={open} full />
          </div>
        )}
      </Dialog>
    </div>
  );
}
