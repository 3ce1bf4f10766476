import { formatCount } from "@mall/contract";
import type { GoodsVo, SellerVo } from "@mall/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ErrorState } from "../../../components/goods/States.tsx";
import { StoreAvatar } from "../../../components/goods/StoreCard.tsx";
import { goodSharePercent } from "../../../components/goods/share.ts";
import { sortParams } from "../../../components/goods/sort.ts";
import { SearchIcon } from "../../../components/icons.tsx";
import { feedState, pageListFeed } from "../../../components/wap/browse-feed.ts";
import { storePath } from "../../../components/wap/browse-links.ts";
import { BrowseGoodsSkeleton, GoodsFeed } from "../../../components/wap/BrowseGoods.tsx";
import { BrowsePull } from "../../../components/wap/BrowsePull.tsx";
import { type BrowseFilter, BrowseSort } from "../../../components/wap/BrowseSort.tsx";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle } from "../../site/index.ts";
import { decodeKeyword, useGoodsSearch, useKeywordSearch } from "../api.ts";
import { resultsPath, type Scope, scopeOf, searchPath } from "./paths.ts";
import s from "./WapResults.module.css";

const PAGE_SIZE = 20;
const START: BrowseFilter = { sort: { key: "default", dir: 2 }, discount: false };

type SearchArgs = { keyword: string } & BrowseFilter;
const searchParams = (a: SearchArgs, pageNum: number) => ({
  keyword: a.keyword,
  pageNum,
  pageSize: PAGE_SIZE,
  discount: a.discount ? (1 as const) : (0 as const),
  ...sortParams(a.sort),
});
/** Page `n` of the desktop's goods search. */
const useSearchPage = (n: number, a: SearchArgs) =>
  feedState(useGoodsSearch(searchParams(a, n)), (d) => pageListFeed<GoodsVo>(d));

function GoodsResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation("pages");
  const [filter, setFilter] = useState<BrowseFilter>(START);
  const args: SearchArgs = { keyword, ...filter };
  const first = useGoodsSearch(searchParams(args, 1));
  return (
    <>
      <BrowseSort value={filter} onChange={setFilter} withDiscount total={first.data?.pageInfo?.totalElements} />
      <GoodsFeed
        usePage={useSearchPage}
        args={args}
        empty={
          <div className={s.empty}>
            <p className={s.emptyTitle}>{t("search.noGoods", { keyword })}</p>
            <p>{filter.discount ? t("search.noGoodsDiscountText") : t("search.noGoodsText")}</p>
            <Link to={resultsPath(keyword, "store")} replace className={s.emptyLink}>
              {t("search.tryStores")}
            </Link>
          </div>
        }
      />
    </>
  );
}

/** A store as a row: its picture, name and real counts. */
function StoreRow({ seller }: { seller: SellerVo }) {
  const { t } = useTranslation("pages");
  const positive = goodSharePercent(seller.highOpinion);
  return (
    <Link to={storePath(seller.id)} className={s.store} data-testid="wap-store-row">
      <StoreAvatar seller={seller} size={48} />
      <span className={s.storeText}>
        <span className={s.storeName}>{seller.name}</span>
        <span className={s.storeMeta}>
          {t("store.stats.goods")} {formatCount(seller.sellerGoodsNum)} · {t("store.stats.followers")}{" "}
          {formatCount(seller.focusNum)}
          {positive ? ` · ${t("store.positive", { rate: positive })}` : ""}
        </span>
      </span>
    </Link>
  );
}

function StoreResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation("pages");
  const q = useKeywordSearch(keyword);
  if (q.isPending) return <BrowseGoodsSkeleton count={4} />;
  if (q.isError) return <ErrorState onRetry={() => q.refetch()} />;
  const stores = q.data.sellerList ?? [];
  if (stores.length === 0)
    return (
      <div className={s.empty}>
        <p className={s.emptyTitle}>{t("search.noStores", { keyword })}</p>
        <p>{t("search.noStoresText")}</p>
      </div>
    );
  return (
    <div className={s.stores}>
      {stores.map((st) => (
        <StoreRow key={st.id} seller={st} />
      ))}
    </div>
  );
}

/** /wap/results?k=: goods (order and filter in a sheet, endless) or stores for a keyword. */
export default function WapResultsPage() {
  const { t } = useTranslation("pages");
  const { t: tw } = useTranslation("wap");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const keyword = decodeKeyword(params.get("k"));
  const scope = scopeOf(params.get("scope"));
  usePageTitle(keyword ? t("search.resultTitle", { keyword }) : t("search.title"));

  const title = (
    <Link to={searchPath(keyword, scope)} className={s.query} data-testid="wap-results-query">
      <SearchIcon size={16} />
      <span>{keyword || tw("pages.WapResultsPage")}</span>
    </Link>
  );
  if (!keyword)
    return (
      <WapPage title={title}>
        <div className={s.empty}>
          <p className={s.emptyTitle}>{t("search.noKeyword")}</p>
          <Link to="/wap/search" className={s.emptyLink}>
            {t("search.title")}
          </Link>
        </div>
      </WapPage>
    );
  const tabs: { key: Scope; label: string }[] = [
    { key: "goods", label: t("search.goodsTab") },
    { key: "store", label: t("search.storesTab") },
  ];
  return (
    <WapPage title={title}>
      <BrowsePull onRefresh={() => qc.invalidateQueries({ queryKey: ["search"] })}>
        <div className={s.tabs} role="tablist" aria-label={t("search.scope")}>
          {tabs.map((x) => (
            <button
              type="button"
              role="tab"
              key={x.key}
              aria-selected={scope === x.key}
              className={s.tab}
              onClick={() => navigate(resultsPath(keyword, x.key), { replace: true })}
            >
              {x.label}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {scope === "goods" ? <GoodsResults key={keyword} keyword={keyword} /> : <StoreResults keyword={keyword} />}
        </div>
      </BrowsePull>
    </WapPage>
  );
}
