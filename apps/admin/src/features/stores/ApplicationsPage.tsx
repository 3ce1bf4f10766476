import { REJECT_REASON_MAX, type StoreApplication, type StoreApplicationStatus } from "@mall/contract";
import {
  Avatar,
  apiErrorText,
  Button,
  type Column,
  DataTable,
  Dialog,
  Field,
  PageHeader,
  Panel,
  StatusBadge,
  Tabs,
  TextArea,
  toast,
  useWide,
} from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import f from "../../components/forms.module.css";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import p from "../../components/page.module.css";
import { when } from "../../lib/format.ts";
import { pagerOf } from "../../lib/list.ts";
import { useApplicationCount, useApplications, useApprove, useReject } from "./api.ts";

const TONE = { pending: "warning", approved: "success", rejected: "danger" } as const;

/** Sellers' requests to open a store: a queue of pending ones and the history of decisions. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StoreApplicationStatus>("pending");
  const [page, setPage] = useState(1);
  const apps = useApplications(status, page);
  const wide = useWide();
  const pending = useApplicationCount("pending");
  const approve = useApprove();
  const reject = useReject();
  const [approving, setApproving] = useState<StoreApplication>();
  const [rejecting, setRejecting] = useState<StoreApplication>();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  const openApprove = (a: StoreApplication) => {
    setError(undefined);
    setApproving(a);
  };
  const openReject = (a: StoreApplication) => {
    setError(undefined);
    setReason("");
    setRejecting(a);
  };
  const doApprove = () =>
    approving &&
    approve.mutate(
      { id: approving.id },
      {
        onSuccess: () => {
          toast.success(t("stores.approvedToast", { name: approving.storeName }));
          setApproving(undefined);
        },
        onError: (err) => setError(apiErrorText(t, err)),
      },
    );
  const doReject = () => {
    if (!rejecting) return;
    if (!reason.trim()) {
      setError(t("stores.reasonRequired"));
      return;
    }
    reject.mutate(
      { id: rejecting.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t("stores.rejectedToast", { name: rejecting.storeName }));
          setRejecting(undefined);
        },
        onError: (err) => setError(apiErrorText(t, err)),
      },
    );
  };

  const columns: Column<StoreApplication>[] = [
    {
      key: "store",
      header: t("stores.col.store"),
      width: "24%",
      render: (a) => (
        <div className={p.who}>
          <Avatar name={a.storeName} seed={a.storeName} size={32} />
          <div className={p.whoText}>
            <span className={p.strong}>{a.storeName}</span>
            <span className={p.caption}>
              {a.sellerId ? t("stores.storeId", { id: a.sellerId }) : t("stores.applicationId", { id: a.id })}
            </span>
          </div>
        </div>
      ),
    },
    {
      key: "applicant",
      header: t("stores.col.applicant"),
      render: (a) => (
        <div className={p.whoText}>
          <span className={p.strong}>{a.username}</span>
          <span className={p.caption}>{a.contact}</span>
        </div>
      ),
    },
    ...(wide
      ? [
          {
            key: "invite",
            header: t("stores.col.invite"),
            render: (a: StoreApplication) =>
              a.inviteCode ? <span className={p.mono}>{a.inviteCode}</span> : <span className={p.muted}>—</span>,
          },
        ]
      : []),
    ...(wide || status !== "rejected"
      ? [
          {
            key: "created",
            header: t("stores.col.submitted"),
            render: (a: StoreApplication) => <span className={p.num}>{when(a.createdAt)}</span>,
          },
        ]
      : []),
    ...(status === "pending"
      ? []
      : [
          {
            key: "reviewed",
            header: t("stores.col.reviewed"),
            render: (a: StoreApplication) => (
              <div className={p.whoText}>
                <span className={p.num}>{when(a.reviewedAt)}</span>
                <span className={p.caption}>{a.reviewedBy ?? "—"}</span>
              </div>
            ),
          },
        ]),
    ...(status === "rejected"
      ? [
          {
            key: "reason",
            header: t("stores.col.reason"),
            width: "24%",
            render: (a: StoreApplication) => <span>{a.reason}</span>,
          },
        ]
      : []),
    // The pending tab is a queue: every row is pending, so the decision buttons take the status column's place.
    ...(status !== "pending"
      ? [
          {
            key: "status",
            header: t("stores.col.status"),
            render: (a: StoreApplication) => (
              <StatusBadge tone={TONE[a.status]}>{t(`stores.status.${a.status}`)}</StatusBadge>
            ),
          },
        ]
      : []),
    ...(status === "pending"
      ? [
          {
            key: "actions",
            header: <span className="visually-hidden">{t("common.actions")}</span>,
            align: "end" as const,
            render: (a: StoreApplication) => (
              <div className={p.actions}>
                <Button size="s" onClick={() => openReject(a)} data-testid={`reject-${a.storeName}`}>
                  {t("stores.reject")}
                </Button>
                <Button
                  size="s"
                  variant="primary"
                  onClick={() => openApprove(a)}
                  data-testid={`approve-${a.storeName}`}
                >
                  {t("stores.approve")}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className={p.page}>
      <PageHeader title={t("stores.title")} subtitle={t("stores.subtitle")} />
      <Panel padded={false}>
        <ListToolbar
          lead={
            <Tabs
              label={t("stores.title")}
              value={status}
              onChange={(s) => {
                setStatus(s);
                setPage(1);
              }}
              items={[
                {
                  key: "pending",
                  label: (
                    <span className={p.nowrap}>
                      {pending.data ? t("stores.tab.pendingCount", { n: pending.data }) : t("stores.tab.pending")}
                    </span>
                  ),
                },
                { key: "approved", label: <span className={p.nowrap}>{t("stores.tab.approved")}</span> },
                { key: "rejected", label: <span className={p.nowrap}>{t("stores.tab.rejected")}</span> },
              ]}
            />
          }
        />
        <DataTable
          columns={columns}
          rows={apps.data?.pageList}
          rowKey={(a) => a.id}
          loading={apps.isFetching}
          empty={t(`stores.empty.${status}`)}
          caption={t("stores.title")}
          pagination={pagerOf(page, setPage, apps.data)}
        />
      </Panel>
      <ConfirmDialog
        open={Boolean(approving)}
        title={t("stores.approveTitle", { name: approving?.storeName })}
        message={t("stores.approveText", { name: approving?.storeName, user: approving?.username })}
        confirmLabel={t("stores.approve")}
        busy={approve.isPending}
        error={error}
        onConfirm={doApprove}
        onClose={() => setApproving(undefined)}
      />
      <Dialog
        open={Boolean(rejecting)}
        title={t("stores.rejectTitle", { name: rejecting?.storeName })}
        description={t("stores.rejectText")}
        onClose={() => setRejecting(undefined)}
        footer={
          <>
            <Button onClick={() => setRejecting(undefined)}>{t("common.cancel")}</Button>
            <Button variant="danger" loading={reject.isPending} onClick={doReject} data-testid="confirm-reject">
              {t("stores.reject")}
            </Button>
          </>
        }
      >
        <div className={f.stack}>
          <Field label={t("stores.reason")} required error={error} aside={`${reason.length} / ${REJECT_REASON_MAX}`}>
            {({ id, describedBy, invalid }) => (
              <TextArea
                id={id}
                value={reason}
                maxLength={REJECT_REASON_MAX}
                onChange={(e) => setReason(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                placeholder={t("stores.reasonPlaceholder")}
                data-testid="reject-reason"
              />
            )}
          </Field>
        </div>
      </Dialog>
    </div>
  );
}
