import { useTranslation } from "react-i18next";
import { ErrorState, Skeleton } from "../../../components/goods/States.tsx";
import { ShieldIcon } from "../../../components/icons.tsx";
import { MeGroup, MeRow } from "../../../components/wap/MeRows.tsx";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { LEGAL_PAGES, type LegalPageName } from "../../legal/index.ts";
import { useBrand, usePageTitle } from "../../site/index.ts";
import { useSiteHome } from "../api.ts";
import n from "../information.module.css";
import { NewsList, PromiseList } from "../InformationParts.tsx";

/**
 * /wap/info: the desktop's /information on a phone — about the mall (what the platform published, or a plain
 * fallback), its news, its three promises — and the legal pages, each a row.
 */
export default function WapInfoPage() {
  const { t } = useTranslation("pages");
  const brand = useBrand();
  const home = useSiteHome();
  const news = home.data?.announcement ?? [];
  usePageTitle(t("information.title"));
  return (
    <WapPage title={t("information.title")}>
      <div className={m.stack}>
        <section className={m.card} data-testid="wap-about">
          <h2 className={m.cardTitle}>{t("information.aboutTitle", { brand: brand.name })}</h2>
          {home.isPending ? (
            <Skeleton height={60} />
          ) : home.isError ? (
            <ErrorState onRetry={() => home.refetch()} />
          ) : (
            <p className={n.aboutText}>
              {home.data.aboutus?.trim() || t("information.aboutFallback", { brand: brand.name })}
            </p>
          )}
        </section>
        {news.length > 0 && (
          <section className={m.card}>
            <h2 className={m.cardTitle}>{t("information.newsTitle")}</h2>
            <NewsList news={news} />
          </section>
        )}
        <section className={m.card}>
          <h2 className={m.cardTitle}>{t("information.promisesTitle")}</h2>
          <PromiseList />
        </section>
        <MeGroup>
          {(Object.keys(LEGAL_PAGES) as LegalPageName[]).map((p) => (
            <MeRow
              key={p}
              to={`/wap/policy/${p}`}
              icon={<ShieldIcon size={18} />}
              label={t(`legal.${p}.title`)}
              testId={`wap-policy-${p}`}
            />
          ))}
        </MeGroup>
      </div>
    </WapPage>
  );
}
