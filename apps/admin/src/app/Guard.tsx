import type { Permission } from "@mall/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { can, useMe } from "../lib/session.ts";
import { NoAccess } from "./Shell.tsx";

/** A page opens only for roles holding its permission (the server refuses the calls anyway). */
export function Guard({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!can(me.data, permission)) return <NoAccess title={t("noAccess.title")} text={t("noAccess.text")} />;
  return children;
}
