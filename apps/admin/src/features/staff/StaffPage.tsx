import type { StaffAccount } from "@mall/contract";
import { Avatar, apiErrorText, Button, type Column, DataTable, PageHeader, Panel, toast, useWide } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { Select } from "../../components/Select.tsx";
import { when } from "../../lib/format.ts";
import { pagerOf } from "../../lib/list.ts";
import { useMe } from "../../lib/session.ts";
import { useRoles } from "../roles/index.ts";
import { UserStatus } from "../users/index.ts";
import { useSetStaffRole, useStaff } from "./api.ts";
import { StaffDialog } from "./StaffDialog.tsx";
import s from "./StaffPage.module.css";

/** Console accounts and their roles; a role changes from the table directly (and is audited). */
export function StaffPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [page, setPage] = useState(1);
  const staff = useStaff(page);
  const wide = useWide();
  const roles = useRoles();
  const setRole = useSetStaffRole();
  const [creating, setCreating] = useState(false);
  const roleOptions = (roles.data?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name }));

  const change = (a: StaffAccount, roleId: number) =>
    setRole.mutate(
      { id: a.id, roleId },
      {
        onSuccess: () => toast.success(t("staff.roleChangedToast", { name: a.username })),
        onError: (err) => toast.error(apiErrorText(t, err)),
      },
    );

  const columns: Column<StaffAccount>[] = [
    {
      key: "who",
      header: t("staff.username"),
      width: "26%",
      render: (a) => (
        <div className={p.who}>
          <Avatar name={a.username} seed={a.id} size={32} />
          <div className={p.whoText}>
            <span className={p.strong}>
              {a.username}
              {a.id === me.data?.id && <span className={s.you}>{t("staff.you")}</span>}
            </span>
            <span className={p.caption}>
              {t("users.usercode")} {a.usercode}
            </span>
          </div>
        </div>
      ),
    },
    {
      key: "role",
      header: t("staff.role"),
      width: "220px",
      render: (a) => (
        <Select
          className={s.roleSelect}
          aria-label={t("staff.roleOf", { name: a.username })}
          value={a.roleId ? String(a.roleId) : ""}
          disabled={setRole.isPending}
          onChange={(e) => e.target.value && change(a, Number(e.target.value))}
          options={[...(a.roleId ? [] : [{ value: "", label: t("staff.noRole") }]), ...roleOptions]}
        />
      ),
    },
    {
      key: "status",
      header: t("users.col.status"),
      render: (a) => <UserStatus user={{ enabled: a.enabled, deleted: false }} />,
    },
    {
      key: "login",
      header: t("users.col.lastLogin"),
      render: (a) => <span className={p.num}>{when(a.lastLoginAt)}</span>,
    },
    ...(wide
      ? [
          {
            key: "created",
            header: t("staff.created"),
            render: (a: StaffAccount) => <span className={p.num}>{when(a.createdAt)}</span>,
          },
        ]
      : []),
  ];

  return (
    <div className={p.page}>
      <PageHeader
        title={t("staff.title")}
        subtitle={t("staff.subtitle")}
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t("staff.new")}
          </Button>
        }
      />
      <Panel padded={false}>
        <DataTable
          columns={columns}
          rows={staff.data?.pageList}
          rowKey={(a) => a.id}
          loading={staff.isFetching}
          empty={t("staff.empty")}
          caption={t("staff.title")}
          pagination={pagerOf(page, setPage, staff.data)}
        />
      </Panel>
      <StaffDialog open={creating} roles={roles.data?.roles ?? []} onClose={() => setCreating(false)} />
    </div>
  );
}
