import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { ChevronIcon, SearchIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { EmptyState } from "../../components/goods/States.tsx";
import { usePageTitle } from "../site/index.ts";
import { decodeKeyword, encodeKeyword } from "./api.ts";
import { GoodsSearchResults } from "./GoodsSearchResults.tsx";
import { StoreSearchResults } from "./StoreSearchResults.tsx";

/** Everything for a keyword on one page: the matching stores first, then the goods. */
export default function SearchResultPage() {
  const { t } = useTranslation("pages");
  const { k } = useParams();
  const [params] = useSearchParams();
  const keyword = decodeKeyword(k ?? params.get("k"));
  usePageTitle(keyword ? t("search.resultTitle", { keyword }) : t("search.title"));
  return (
    <div className={l.page}>
      <div className={l.container}>
        {keyword ? (
          <>
            <h1 className={l.pageTitle}>{t("search.resultTitle", { keyword })}</h1>
            <section className={l.section}>
              <div className={l.sectionHead}>
                <h2 className={l.sectionTitle}>{t("search.storesTab")}</h2>
                <Link to={`/searchStore?k=${encodeKeyword(keyword)}`} className={l.sectionLink}>
                  {t("common.viewAll")}
                  <ChevronIcon dir="end" size={14} />
                </Link>
              </div>
              <StoreSearchResults keyword={keyword} limit={4} />
            </section>
            <section className={l.section}>
              <div className={l.sectionHead}>
                <h2 className={l.sectionTitle}>{t("search.goodsTab")}</h2>
              </div>
              <GoodsSearchResults key={keyword} keyword={keyword} />
            </section>
          </>
        ) : (
          <EmptyState icon={<SearchIcon size={40} />} title={t("search.noKeyword")} text={t("search.noKeywordText")} />
        )}
      </div>
    </div>
  );
}
