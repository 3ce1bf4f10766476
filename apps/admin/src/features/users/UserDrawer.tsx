import type { ConsoleUser } from "@mall/contract";
import { Avatar, Button, Dialog } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DetailList, DetailSection } from "../../components/DetailList.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { can, useMe } from "../../lib/session.ts";
import { useUser } from "./api.ts";
import { UserStatus } from "./UserStatus.tsx";

/** One account in full: identity, contact, money, sessions, store and who invited them. */
export function UserDrawer({
  id,
  onClose,
  onToggle,
  selfId,
}: {
  id: number | undefined;
  onClose: () => void;
  onToggle: (user: ConsoleUser, enabled: boolean) => void;
  selfId: number | undefined;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const user = useUser(id);
  const u = user.data?.id === id ? user.data : undefined;
  return (
    <Dialog
      side
      open={id !== undefined}
      onClose={onClose}
      title={
        u ? (
          <span className={p.who}>
            <Avatar name={u.username} seed={u.id} size={36} />
            <span className={p.whoText}>
              <span className={p.strong}>{u.username}</span>
              <span className={p.caption}>
                {t("users.usercode")} {u.usercode}
              </span>
            </span>
          </span>
        ) : (
          t("users.detailTitle")
        )
      }
      footer={
        u && (
          <>
            <Button onClick={onClose}>{t("ui.close")}</Button>
            {u.enabled ? (
              <Button variant="danger" onClick={() => onToggle(u, false)} disabled={u.id === selfId}>
                {t("users.disable")}
              </Button>
            ) : (
              <Button variant="primary" onClick={() => onToggle(u, true)}>
                {t("users.enable")}
              </Button>
            )}
          </>
        )
      }
    >
      {!u ? (
        <p className={p.muted}>{t("ui.loading")}</p>
      ) : (
        <>
          <DetailSection title={t("users.section.account")}>
            <DetailList
              items={[
                { key: "status", label: t("users.col.status"), value: <UserStatus user={u} /> },
                { key: "role", label: t("users.col.role"), value: t(`role.${u.role}`, { defaultValue: u.role }) },
                ...(u.staffRole ? [{ key: "staffRole", label: t("users.staffRole"), value: u.staffRole.name }] : []),
                { key: "id", label: t("users.id"), value: <span className={p.num}>{u.id}</span> },
                { key: "country", label: t("users.country"), value: u.countryCode ?? "—" },
                { key: "created", label: t("users.col.registered"), value: when(u.createdAt) },
                { key: "login", label: t("users.col.lastLogin"), value: when(u.lastLoginAt) },
                { key: "ip", label: t("users.lastIp"), value: u.lastLoginIp ?? "—" },
                { key: "sessions", label: t("users.sessions"), value: t("users.sessionsCount", { n: u.sessions }) },
                ...(u.deletedAt
                  ? [
                      { key: "deletedAt", label: t("users.deletedAt"), value: when(u.deletedAt) },
                      { key: "deletedReason", label: t("users.deletedReason"), value: u.deletedReason ?? "—" },
                    ]
                  : []),
              ]}
            />
          </DetailSection>
          <DetailSection title={t("users.section.contact")}>
            <DetailList
              items={[
                { key: "email", label: t("users.email"), value: u.email ?? "—" },
                { key: "phone", label: t("users.phone"), value: u.phone ? `+${u.phone}` : "—" },
              ]}
            />
          </DetailSection>
          <DetailSection title={t("users.section.wallet")}>
            <DetailList
              items={[
                {
                  key: "available",
                  label: t("users.available"),
                  value: <span className={p.num}>{usdt(u.balance)} USDT</span>,
                },
                {
                  key: "frozen",
                  label: t("users.frozen"),
                  value: <span className={p.num}>{usdt(u.frozen)} USDT</span>,
                },
                // Staff accounts hold no wallet; finance staff open the others' records and credits.
                ...(can(me.data, "finance") && u.role !== "STAFF"
                  ? [
                      {
                        key: "records",
                        label: t("users.records"),
                        value: (
                          <Link to={`/finance?party=${u.id}`} data-testid="user-wallet-link">
                            {t("users.openWallet")}
                          </Link>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </DetailSection>
          <DetailSection title={t("users.section.relations")}>
            <DetailList
              items={[
                {
                  key: "store",
                  label: t("users.store"),
                  value: u.store ? (
                    <a href={`/store?id=${u.store.id}`} target="_blank" rel="noreferrer">
                      {u.store.name} · #{u.store.id}
                    </a>
                  ) : (
                    t("users.noStore")
                  ),
                },
                {
                  key: "inviter",
                  label: t("users.inviter"),
                  value: u.inviter ? `${u.inviter.username} (${u.inviter.usercode})` : t("users.noInviter"),
                },
              ]}
            />
          </DetailSection>
        </>
      )}
    </Dialog>
  );
}
