import { type ConsoleUser, PARTY_ROLES } from "@mall/contract";
import { Avatar, apiErrorText, Button, type Column, DataTable, PageHeader, Panel, toast, useWide } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import p from "../../components/page.module.css";
import { Select } from "../../components/Select.tsx";
import { usdt, when } from "../../lib/format.ts";
import { useListState } from "../../lib/list.ts";
import { useMe } from "../../lib/session.ts";
import { type UserFilters, useSetEnabled, useUsers } from "./api.ts";
import { UserDrawer } from "./UserDrawer.tsx";
import { UserStatus } from "./UserStatus.tsx";

/** Every account of the platform: search, filter, open the details, disable or enable. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useMe();
  const wide = useWide();
  const list = useListState<UserFilters>({ q: "", role: "", enabled: "" });
  const users = useUsers(list.filters, list.page);
  const [openId, setOpenId] = useState<number>();
  const [confirm, setConfirm] = useState<{ user: ConsoleUser; enabled: boolean }>();
  const [refusal, setRefusal] = useState<string>();
  const setEnabled = useSetEnabled();

  const ask = (user: ConsoleUser, enabled: boolean) => {
    setRefusal(undefined);
    setConfirm({ user, enabled });
  };
  const apply = () => {
    if (!confirm) return;
    setEnabled.mutate(
      { id: confirm.user.id, enabled: confirm.enabled },
      {
        onSuccess: () => {
          toast.success(
            t(confirm.enabled ? "users.enabledToast" : "users.disabledToast", { name: confirm.user.username }),
          );
          setConfirm(undefined);
        },
        onError: (err) => setRefusal(apiErrorText(t, err)),
      },
    );
  };
  const role = (u: ConsoleUser) => t(`role.${u.role}`, { defaultValue: u.role });
  const columns: Column<ConsoleUser>[] = [
    {
      key: "user",
      header: t("users.col.user"),
      render: (u) => (
        <div className={p.who}>
          <Avatar name={u.username} seed={u.id} size={32} />
          <div className={p.whoText}>
            <button
              type="button"
              className={p.nameButton}
              onClick={() => setOpenId(u.id)}
              title={t("common.details")}
              data-testid={`user-${u.username}`}
            >
              {u.username}
            </button>
            <span className={p.caption}>
              {role(u)} · {t("users.usercode")} {u.usercode}
            </span>
            {!wide && (!u.enabled || u.deleted) && (
              <span>
                <UserStatus user={u} />
              </span>
            )}
          </div>
        </div>
      ),
    },
    ...(wide
      ? [
          {
            key: "contact",
            header: t("users.col.contact"),
            render: (u: ConsoleUser) =>
              u.email || u.phone ? (
                <div className={p.whoText}>
                  {u.email && <span className={p.clip}>{u.email}</span>}
                  {u.phone && <span className={u.email ? p.caption : undefined}>+{u.phone}</span>}
                </div>
              ) : (
                <span className={p.muted}>—</span>
              ),
          },
        ]
      : []),
    {
      key: "balance",
      header: t("users.col.balance"),
      align: "end",
      render: (u) => (
        <div className={p.whoText}>
          <span className={`${p.num} ${p.strong}`}>{usdt(u.balance)}</span>
          {u.frozen !== "0.00" && (
            <span className={`${p.num} ${p.caption}`}>{t("users.frozenShort", { amount: usdt(u.frozen) })}</span>
          )}
        </div>
      ),
    },
    {
      key: "login",
      header: t("users.col.lastLogin"),
      render: (u) => (
        <div className={p.whoText}>
          <span className={p.num}>{when(u.lastLoginAt)}</span>
          {u.lastLoginIp && <span className={p.caption}>{u.lastLoginIp}</span>}
        </div>
      ),
    },
    ...(wide
      ? [
          {
            key: "created",
            header: t("users.col.registered"),
            render: (u: ConsoleUser) => <span className={p.num}>{when(u.createdAt).slice(0, 10)}</span>,
          },
        ]
      : []),
    // Narrow windows show the state beside the name instead, and only when it is not the usual "enabled".
    ...(wide
      ? [{ key: "status", header: t("users.col.status"), render: (u: ConsoleUser) => <UserStatus user={u} /> }]
      : []),
    {
      key: "actions",
      header: <span className="visually-hidden">{t("common.actions")}</span>,
      align: "end",
      render: (u) =>
        u.enabled ? (
          <Button
            size="s"
            variant="danger"
            onClick={() => ask(u, false)}
            disabled={u.id === me.data?.id}
            title={u.id === me.data?.id ? t("users.selfHint") : undefined}
            data-testid={`disable-${u.username}`}
          >
            {t("users.disable")}
          </Button>
        ) : (
          <Button size="s" onClick={() => ask(u, true)} data-testid={`enable-${u.username}`}>
            {t("users.enable")}
          </Button>
        ),
    },
  ];

  const roleOptions = [
    { value: "", label: t("users.allRoles") },
    ...PARTY_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) })),
  ];
  const statusOptions = [
    { value: "", label: t("users.allStatuses") },
    { value: "1", label: t("status.enabled") },
    { value: "0", label: t("status.disabled") },
  ];

  return (
    <div className={p.page}>
      <PageHeader title={t("users.title")} subtitle={t("users.subtitle")} />
      <Panel padded={false}>
        <ListToolbar
          search={{
            placeholder: t("users.searchPlaceholder"),
            onSearch: (words) => list.setFilter("q", words),
            maxLength: 80,
            testId: "user-search",
          }}
        >
          <Select
            className={p.filter}
            aria-label={t("users.col.role")}
            value={list.filters.role}
            onChange={(e) => list.setFilter("role", e.target.value)}
            options={roleOptions}
          />
          <Select
            className={p.filter}
            aria-label={t("users.col.status")}
            value={list.filters.enabled}
            onChange={(e) => list.setFilter("enabled", e.target.value)}
            options={statusOptions}
          />
        </ListToolbar>
        <DataTable
          columns={columns}
          rows={users.data?.pageList}
          rowKey={(u) => u.id}
          loading={users.isFetching}
          empty={t("users.empty")}
          caption={t("users.title")}
          pagination={list.pager(users.data)}
        />
      </Panel>
      <UserDrawer id={openId} onClose={() => setOpenId(undefined)} onToggle={ask} selfId={me.data?.id} />
      <ConfirmDialog
        open={Boolean(confirm)}
        title={t(confirm?.enabled ? "users.enableTitle" : "users.disableTitle", { name: confirm?.user.username })}
        message={t(confirm?.enabled ? "users.enableText" : "users.disableText", { name: confirm?.user.username })}
        confirmLabel={t(confirm?.enabled ? "users.enable" : "users.disable")}
        danger={!confirm?.enabled}
        busy={setEnabled.isPending}
        error={refusal}
        onConfirm={apply}
        onClose={() => setConfirm(undefined)}
      />
    </div>
  );
}
