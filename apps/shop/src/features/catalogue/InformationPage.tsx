import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import l from "../../components/goods/layout.module.css";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useBrand, usePageTitle } from "../site/index.ts";
import { useSiteHome } from "./api.ts";
import s from "./catalogue.module.css";
import n from "./information.module.css";
import { NewsList, PromiseList } from "./InformationParts.tsx";

/** News and "about the mall": only what the platform really published (index!home), plus our promises. */
export default function InformationPage() {
  const { t } = useTranslation("pages");
  const brand = useBrand();
  usePageTitle(t("information.title"));
  const home = useSiteHome();
  const news = home.data?.announcement ?? [];
  return (
    <div className={l.page}>
      <div className={l.container}>
        <h1 className={l.pageTitle}>{t("information.title")}</h1>
        <p className={l.pageLead}>{t("information.lead", { brand: brand.name })}</p>
        <div className={s.infoGrid}>
          <div>
            <section className={l.panel}>
              <h2 className={l.sectionTitle}>{t("information.aboutTitle", { brand: brand.name })}</h2>
              {home.isPending ? (
                <div style={{ display: "grid", gap: 8, marginBlockStart: 12 }}>
                  <Skeleton height={14} />
                  <Skeleton height={14} width="92%" />
                  <Skeleton height={14} width="70%" />
                </div>
              ) : home.isError ? (
                <ErrorState onRetry={() => home.refetch()} />
              ) : (
                <p className={n.aboutText} style={{ marginBlockStart: 12 }}>
                  {home.data.aboutus?.trim() || t("information.aboutFallback", { brand: brand.name })}
                </p>
              )}
            </section>
            <section className={`${l.panel} ${l.section}`}>
              <h2 className={l.sectionTitle}>{t("information.newsTitle")}</h2>
              {home.isPending ? (
                <Skeleton height={60} />
              ) : news.length === 0 ? (
                <EmptyState title={t("information.noNews")} text={t("information.noNewsText")} />
              ) : (
                <NewsList news={news} />
              )}
            </section>
          </div>
          <aside className={l.panel}>
            <h2 className={l.sectionTitle}>{t("information.promisesTitle")}</h2>
            <PromiseList />
            <div className={s.linkList} style={{ marginBlockStart: 20 }}>
              <Link to="/promote/privacyPolicy">{t("legal.privacyPolicy.title")}</Link>
              <Link to="/promote/returnPolicy">{t("legal.returnPolicy.title")}</Link>
              <Link to="/promote/Delivery">{t("legal.Delivery.title")}</Link>
              <Link to="/promote/shippingPolicy">{t("legal.shippingPolicy.title")}</Link>
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}
