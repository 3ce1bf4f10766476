import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../auth/index.ts";
import { ApplicationState } from "./ApplicationState.tsx";
import s from "./dashboard.module.css";

/** Goods, orders and money belong to an open store: before approval the application's state is shown. */
export function RequireStore({ children }: { children: ReactNode }) {
  const { t } = useTranslation("seller");
  const me = useMe();
  if (me.isPending) return <div className={s.loading}>{t("ui.loading")}</div>;
  if (!me.data) return null;
  if (!me.data.store) {
    return <ApplicationState me={me.data} onRefresh={() => void me.refetch()} refreshing={me.isFetching} />;
  }
  return children;
}
