import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { SearchIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { EmptyState } from "../../components/goods/States.tsx";
import { usePageTitle } from "../site/index.ts";
import { decodeKeyword, encodeKeyword } from "./api.ts";
import { GoodsSearchResults } from "./GoodsSearchResults.tsx";
import s from "./search.module.css";

export default function SearchGoodsPage() {
  const { t } = useTranslation("pages");
  const [params] = useSearchParams();
  const keyword = decodeKeyword(params.get("k"));
  usePageTitle(keyword ? t("search.goodsTitle", { keyword }) : t("search.title"));
  return (
    <div className={l.page}>
      <div className={l.container}>
        {keyword ? (
          <>
            <div className={s.head}>
              <h1 className={l.pageTitle}>{t("search.goodsTitle", { keyword })}</h1>
              <nav className={s.switch} aria-label={t("search.scope")}>
                <span className={s.switchActive}>{t("search.goodsTab")}</span>
                <Link to={`/searchStore?k=${encodeKeyword(keyword)}`}>{t("search.storesTab")}</Link>
              </nav>
            </div>
            <GoodsSearchResults key={keyword} keyword={keyword} />
          </>
        ) : (
          <EmptyState icon={<SearchIcon size={40} />} title={t("search.noKeyword")} text={t("search.noKeywordText")} />
        )}
      </div>
    </div>
  );
}
