import type { ConsoleUser } from "@mall/contract";
import { StatusBadge } from "@mall/ui";
import { useTranslation } from "react-i18next";

export function UserStatus({ user }: { user: Pick<ConsoleUser, "enabled" | "deleted"> }) {
  const { t } = useTranslation();
  if (user.deleted) return <StatusBadge tone="neutral">{t("status.deleted")}</StatusBadge>;
  return user.enabled ? (
    <StatusBadge tone="success">{t("status.enabled")}</StatusBadge>
  ) : (
    <StatusBadge tone="danger">{t("status.disabled")}</StatusBadge>
  );
}
