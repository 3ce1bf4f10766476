import { formatCount } from "@mall/contract";
import type { GoodsVo, SellerVo } from "@mall/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { StoreAvatar } from "../../../components/goods/StoreCard.tsx";
import { goodSharePercent } from "../../../components/goods/share.ts";
import { sortParams } from "../../../components/goods/sort.ts";
import { ChatIcon, CloseIcon, SearchIcon } from "../../../components/icons.tsx";
import { feedState, pageListFeed } from "../../../components/wap/browse-feed.ts";
import { chatPath } from "../../../components/wap/browse-links.ts";
import { GoodsFeed } from "../../../components/wap/BrowseGoods.tsx";
import { BrowsePull } from "../../../components/wap/BrowsePull.tsx";
import { type BrowseFilter, BrowseSort } from "../../../components/wap/BrowseSort.tsx";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { ApiError } from "../../../lib/api.ts";
import { idParam } from "../../../lib/wire-id.ts";
import { usePageTitle } from "../../site/index.ts";
import { useSellerInfo, useStoreGoods } from "../api.ts";
import { useFollowToggle } from "../useFollowToggle.ts";
import s from "./WapStore.module.css";

const PAGE_SIZE = 20;
const START: BrowseFilter = { sort: { key: "default", dir: 2 }, discount: false };
const KEYS = ["default", "isRec", "isNew", "isHot", "isPrice"] as const;

type ListArgs = { sellerId: string; keyword: string } & BrowseFilter;
/** Page `n` of the desktop store page's goods (or its search in the store). */
const useStorePage = (n: number, a: ListArgs) =>
  feedState(useStoreGoods(a.sellerId, a.keyword, n, sortParams(a.sort), PAGE_SIZE), (d) => pageListFeed<GoodsVo>(d));

function Header({ seller }: { seller: SellerVo | undefined }) {
  const { t } = useTranslation("pages");
  const { t: tc } = useTranslation("chat");
  const follow = useFollowToggle(seller?.id ?? "", seller?.name);
  const following = seller?.isFocus === 1;
  const banner = seller?.banner1 || seller?.banner2 || seller?.banner3;
  const stats = [
    ["goods", seller && formatCount(seller.sellerGoodsNum)],
    ["sold", seller && formatCount(seller.soldNum)],
    ["followers", seller && formatCount(seller.focusNum)],
    ["positive", seller ? (goodSharePercent(seller.highOpinion) ?? t("store.stats.noReviews")) : undefined],
  ] as const;
  return (
    <header className={s.header}>
      <div className={s.banner} style={banner ? { backgroundImage: `url("${banner}")` } : undefined} />
      <div className={s.identity}>
        {seller ? <StoreAvatar seller={seller} size={64} /> : <span className={s.avatarSkeleton} />}
        <div className={s.names}>
          <p className={s.name}>{seller?.name ?? "\u00a0"}</p>
          {seller?.shopRemark && <p className={s.remark}>{seller.shopRemark}</p>}
        </div>
      </div>
      <div className={s.buttons}>
        <button
          type="button"
          className={following ? s.outlineBtn : s.primaryBtn}
          disabled={!seller || follow.pending}
          aria-pressed={following}
          onClick={() => follow.toggle(!following)}
          data-testid="wap-follow"
        >
          {following ? t("store.following") : t("store.follow")}
        </button>
        {seller && (
          <Link to={chatPath(seller.id)} className={s.outlineBtn} data-testid="wap-store-chat">
            <ChatIcon size={16} />
            {tc("contactStore")}
          </Link>
        )}
      </div>
      <dl className={s.stats}>
        {stats.map(([k, v]) => (
          <div key={k}>
            <dd data-testid={`wap-store-${k}`}>{v ?? "\u00a0"}</dd>
            <dt>{t(`store.stats.${k}`)}</dt>
          </div>
        ))}
      </dl>
    </header>
  );
}

function Goods({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation("pages");
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const [filter, setFilter] = useState<BrowseFilter>(START);
  const args: ListArgs = { sellerId, keyword, ...filter };
  const first = useStoreGoods(sellerId, keyword, 1, sortParams(filter.sort), PAGE_SIZE);
  return (
    <section className={s.goods}>
      <search>
        <form
          className={s.search}
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(draft.trim());
          }}
        >
          <SearchIcon size={16} />
          <input
            type="search"
            enterKeyHint="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t("store.searchPlaceholder")}
            aria-label={t("store.searchPlaceholder")}
            maxLength={100}
          />
          {keyword && (
            <button
              type="button"
              className={s.clear}
              aria-label={t("store.clearSearch")}
              onClick={() => {
                setDraft("");
                setKeyword("");
              }}
            >
              <CloseIcon size={16} />
            </button>
          )}
        </form>
      </search>
      <BrowseSort value={filter} onChange={setFilter} keys={[...KEYS]} total={first.data?.pageInfo?.totalElements} />
      <GoodsFeed
        usePage={useStorePage}
        args={args}
        empty={<p className={s.empty}>{keyword ? t("store.noSearchResults", { keyword }) : t("store.noGoods")}</p>}
      />
    </section>
  );
}

/** /wap/store?sellerId=: the store's header (follow, chat, its counts from the server) and its goods. */
export default function WapStorePage() {
  const { t } = useTranslation("pages");
  const { t: tw } = useTranslation("wap");
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const id = idParam(params.get("sellerId"));
  const info = useSellerInfo(id);
  usePageTitle(info.data?.name ?? t("store.title"));

  if (id === undefined || (info.error instanceof ApiError && info.error.code === "1"))
    return (
      <WapPage title={tw("pages.WapStorePage")}>
        <div className={s.state}>
          <p className={s.stateTitle}>{t("store.notFound")}</p>
          <Link to="/wap" className={s.outlineBtn}>
            {t("common.backHome")}
          </Link>
        </div>
      </WapPage>
    );
  return (
    <WapPage title={info.data?.name ?? tw("pages.WapStorePage")} flush>
      <BrowsePull onRefresh={() => qc.invalidateQueries({ queryKey: ["store"] })}>
        {info.isError ? (
          <div className={s.state} role="alert">
            <p className={s.stateTitle}>{t("common.errorTitle")}</p>
            <button type="button" className={s.outlineBtn} onClick={() => info.refetch()}>
              {t("common.retry")}
            </button>
          </div>
        ) : (
          <Header seller={info.data} />
        )}
        <Goods key={id} sellerId={id} />
      </BrowsePull>
    </WapPage>
  );
}
