import { formatWireDate, type MerchantMe, type MerchantStoreSummary } from "@mall/contract";
import { ButtonLink, ExternalIcon, PageHeader, Panel, StatusBadge } from "@mall/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StorePreview, storePageUrl, useStore } from "../store/index.ts";
import { BusinessFigures } from "./BusinessFigures.tsx";
import s from "./dashboard.module.css";

const number = (n: number) => new Intl.NumberFormat(document.documentElement.lang || undefined).format(n);

/** An approved store: its figures, and how it looks to buyers with the way to change it. */
export function StoreOverview({ me, store }: { me: MerchantMe; store: MerchantStoreSummary }) {
  const { t } = useTranslation("seller");
  const profile = useStore();
  const open = store.status === 1;
  return (
    <>
      <PageHeader
        title={t("dashboard.welcome", { name: me.username })}
        subtitle={t("dashboard.subtitle")}
        actions={
          <>
            <ButtonLink href={storePageUrl(store.id)} target="_blank" rel="noopener" icon={<ExternalIcon size={16} />}>
              {t("dashboard.view")}
            </ButtonLink>
            <Link to="/store" className={s.primaryLink}>
              {t("dashboard.edit")}
            </Link>
          </>
        }
      />
      <BusinessFigures />
      <div className={s.stats}>
        <Stat label={t("dashboard.status")}>
          <StatusBadge tone={open ? "success" : "danger"}>
            {open ? t("dashboard.open") : t("dashboard.closed")}
          </StatusBadge>
        </Stat>
        <Stat label={t("dashboard.goods")}>{number(store.sellerGoodsNum)}</Stat>
        <Stat label={t("dashboard.followers")}>{number(store.focusNum)}</Stat>
        <Stat label={t("dashboard.views")}>{number(store.viewsNum)}</Stat>
        <Stat label={t("dashboard.since")}>
          <span className={s.statSmall}>{formatWireDate(store.createTime).slice(0, 10)}</span>
        </Stat>
      </div>
      <Panel title={t("dashboard.preview")} description={t("dashboard.previewHint")}>
        {profile.data ? <StorePreview store={profile.data} /> : <div className={s.loading}>{t("ui.loading")}</div>}
      </Panel>
    </>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={s.stat}>
      <span className={s.statLabel}>{label}</span>
      <span className={s.statValue}>{children}</span>
    </div>
  );
}
