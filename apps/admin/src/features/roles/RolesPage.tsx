import type { StaffRole } from "@mall/contract";
import { apiErrorText, Button, type Column, DataTable, PageHeader, Panel, toast, useWide } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import p from "../../components/page.module.css";
import { when } from "../../lib/format.ts";
import { useDeleteRole, useRoles } from "./api.ts";
import { RoleDialog } from "./RoleDialog.tsx";

/** Staff roles: named sets of permissions. A role staff still hold cannot be deleted. */
export function RolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const wide = useWide();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<{ role?: StaffRole }>();
  const [deleting, setDeleting] = useState<StaffRole>();
  const [refusal, setRefusal] = useState<string>();

  const askDelete = (r: StaffRole) => {
    setRefusal(undefined);
    setDeleting(r);
  };
  const doDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t("roles.deletedToast", { name: deleting.name }));
        setDeleting(undefined);
      },
      onError: (err) => setRefusal(apiErrorText(t, err)),
    });

  const columns: Column<StaffRole>[] = [
    {
      key: "name",
      header: t("roles.name"),
      width: "20%",
      render: (r) => <span className={p.strong}>{r.name}</span>,
    },
    {
      key: "permissions",
      header: t("roles.permissions"),
      width: "48%",
      render: (r) =>
        r.permissions.length ? (
          <div className={p.chips}>
            {r.permissions.map((x) => (
              <span key={x} className={p.chip}>
                {t(`permission.${x}`, { defaultValue: x })}
              </span>
            ))}
          </div>
        ) : (
          <span className={p.muted}>{t("roles.noPermissions")}</span>
        ),
    },
    {
      key: "holders",
      header: t("roles.holders"),
      align: "end",
      render: (r) => <span className={p.num}>{r.holders}</span>,
    },
    ...(wide
      ? [
          {
            key: "created",
            header: t("roles.created"),
            render: (r: StaffRole) => <span className={p.num}>{when(r.createdAt)}</span>,
          },
        ]
      : []),
    {
      key: "actions",
      header: <span className="visually-hidden">{t("common.actions")}</span>,
      align: "end",
      render: (r) => (
        <div className={p.actions}>
          <Button size="s" variant="ghost" onClick={() => setEditing({ role: r })} data-testid={`edit-role-${r.name}`}>
            {t("common.edit")}
          </Button>
          <Button size="s" variant="ghost" onClick={() => askDelete(r)} data-testid={`delete-role-${r.name}`}>
            {t("common.delete")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className={p.page}>
      <PageHeader
        title={t("roles.title")}
        subtitle={t("roles.subtitle")}
        actions={
          <Button variant="primary" onClick={() => setEditing({})} data-testid="new-role">
            {t("roles.new")}
          </Button>
        }
      />
      <Panel padded={false}>
        <DataTable
          columns={columns}
          rows={roles.data?.roles}
          rowKey={(r) => r.id}
          loading={roles.isFetching}
          empty={t("roles.empty")}
          caption={t("roles.title")}
        />
      </Panel>
      <RoleDialog
        open={Boolean(editing)}
        role={editing?.role}
        permissions={roles.data?.permissions ?? []}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t("roles.deleteTitle", { name: deleting?.name })}
        message={
          deleting?.holders
            ? t("roles.deleteHeld", { n: deleting.holders })
            : t("roles.deleteText", { name: deleting?.name })
        }
        confirmLabel={t("common.delete")}
        danger
        busy={remove.isPending}
        error={refusal}
        onConfirm={doDelete}
        onClose={() => setDeleting(undefined)}
      />
    </div>
  );
}
