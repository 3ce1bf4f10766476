import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { SearchIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { EmptyState } from "../../components/goods/States.tsx";
import { usePageTitle } from "../site/index.ts";
import { decodeKeyword, encodeKeyword } from "./api.ts";
import { StoreSearchResults } from "./StoreSearchResults.tsx";
import s from "./search.module.css";

export default function SearchStorePage() {
  const { t } = useTranslation("pages");
  const [params] = useSearchParams();
  const keyword = decodeKeyword(params.get("k"));
  usePageTitle(keyword ? t("search.storesTitle", { keyword }) : t("search.title"));
  return (
    <div className={l.page}>
      <div className={l.container}>
        {keyword ? (
          <>
            <div className={s.head}>
              <h1 className={l.pageTitle}>{t("search.storesTitle", { keyword })}</h1>
              <nav className={s.switch} aria-label={t("search.scope")}>
                <Link to={`/searchGoods?k=${encodeKeyword(keyword)}`}>{t("search.goodsTab")}</Link>
                <span className={s.switchActive}>{t("search.storesTab")}</span>
              </nav>
            </div>
            <StoreSearchResults keyword={keyword} />
          </>
        ) : (
          <EmptyState icon={<SearchIcon size={40} />} title={t("search.noKeyword")} text={t("search.noKeywordText")} />
        )}
      </div>
    </div>
  );
}
