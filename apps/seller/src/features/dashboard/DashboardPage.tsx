import { useTranslation } from "react-i18next";
import { useMe } from "../auth/index.ts";
import { ApplicationState } from "./ApplicationState.tsx";
import s from "./dashboard.module.css";
import { StoreOverview } from "./StoreOverview.tsx";

/** After login: the application under review, its rejection, or the open store's overview. */
export function DashboardPage() {
  const { t } = useTranslation("seller");
  const me = useMe();
  if (me.isPending) return <div className={s.loading}>{t("ui.loading")}</div>;
  if (!me.data) return null;
  if (me.data.store) return <StoreOverview me={me.data} store={me.data.store} />;
  return <ApplicationState me={me.data} onRefresh={() => void me.refetch()} refreshing={me.isFetching} />;
}
