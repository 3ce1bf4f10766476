import { formatCount } from "@mall/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { GoodsResults } from "../../components/goods/GoodsResults.tsx";
import { SearchIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { SortBar } from "../../components/goods/SortBar.tsx";
import { BackHomeLink, EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { StoreAvatar } from "../../components/goods/StoreCard.tsx";
import { sortParams, useSortAndPage } from "../../components/goods/sort.ts";
import { ApiError } from "../../lib/api.ts";
import { ContactStoreButton } from "../chat/index.ts";
import { idParam } from "../../lib/wire-id.ts";
import { usePageTitle } from "../site/index.ts";
import { useSellerInfo, useStoreGoods } from "./api.ts";
import { FollowButton } from "./FollowButton.tsx";
import s from "./StorePage.module.css";
import { goodSharePercent } from "../../components/goods/share.ts";

const PAGE_SIZE = 20;

function StoreGoods({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation("pages");
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const { sort, sortBy, page, setPage } = useSortAndPage();
  const goods = useStoreGoods(sellerId, keyword, page, sortParams(sort), PAGE_SIZE);
  return (
    <section className={l.section}>
      <SortBar
        value={sort}
        keys={["default", "isRec", "isNew", "isHot", "isPrice"]}
        onChange={sortBy}
        total={goods.data?.pageInfo?.totalElements}
      >
        <form
          className={s.search}
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(draft.trim());
            setPage(1);
          }}
        >
          <input
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t("store.searchPlaceholder")}
            aria-label={t("store.searchPlaceholder")}
            maxLength={100}
          />
          <button type="submit" aria-label={t("store.search")}>
            <SearchIcon size={16} />
          </button>
        </form>
      </SortBar>
      {keyword && (
        <p className={s.searchNote}>
          {t("store.searchingFor", { keyword })}{" "}
          <button
            type="button"
            className={s.clear}
            onClick={() => {
              setDraft("");
              setKeyword("");
              setPage(1);
            }}
          >
            {t("store.clearSearch")}
          </button>
        </p>
      )}
      <GoodsResults
        query={goods}
        page={page}
        onPage={setPage}
        pageSize={PAGE_SIZE}
        empty={<EmptyState title={keyword ? t("store.noSearchResults", { keyword }) : t("store.noGoods")} />}
      />
    </section>
  );
}

export default function StorePage() {
  const { t } = useTranslation("pages");
  const [params] = useSearchParams();
  const id = idParam(params.get("id"));
  const info = useSellerInfo(id);
  usePageTitle(info.data?.name ?? t("store.title"));
  const seller = info.data;

  if (id === undefined || (info.isError && info.error instanceof ApiError && info.error.code === "1")) {
    return (
      <div className={l.page}>
        <div className={l.container}>
          <EmptyState title={t("store.notFound")} action={<BackHomeLink />} />
        </div>
      </div>
    );
  }

  const banner = seller?.banner1 || seller?.banner2 || seller?.banner3;
  return (
    <div className={l.page}>
      <div className={l.container}>
        <header className={s.header}>
          <div className={s.banner} style={banner ? { backgroundImage: `url("${banner}")` } : undefined} />
          <div className={s.identity}>
            {seller ? <StoreAvatar seller={seller} size={88} /> : <Skeleton width={88} height={88} radius={44} />}
            <div className={s.names}>
              {seller ? <h1 className={s.name}>{seller.name}</h1> : <Skeleton width={220} height={26} />}
              {seller?.shopRemark && <p className={s.remark}>{seller.shopRemark}</p>}
            </div>
            {seller && (
              <div className={s.identityBtns}>
                <ContactStoreButton sellerId={seller.id} className={`${l.btnOutline} ${s.contactStore}`} />
                <FollowButton seller={seller} />
              </div>
            )}
          </div>
          {info.isError ? (
            <ErrorState onRetry={() => info.refetch()} />
          ) : (
            <dl className={s.stats}>
              {(
                [
                  ["goods", seller && formatCount(seller.sellerGoodsNum)],
                  ["sold", seller && formatCount(seller.soldNum)],
                  ["followers", seller && formatCount(seller.focusNum)],
                  [
                    "positive",
                    seller ? (goodSharePercent(seller.highOpinion) ?? t("store.stats.noReviews")) : undefined,
                  ],
                ] as const
              ).map(([k, v]) => (
                <div key={k}>
                  <dd>{v ?? <Skeleton width={60} height={22} />}</dd>
                  <dt>{t(`store.stats.${k}`)}</dt>
                </div>
              ))}
            </dl>
          )}
        </header>
        <StoreGoods key={id} sellerId={id} />
      </div>
    </div>
  );
}
