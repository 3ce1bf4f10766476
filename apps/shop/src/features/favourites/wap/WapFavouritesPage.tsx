import { type FocusSellerVo, formatCount, formatWireDate, type KeptGoodsVo } from "@mall/contract";
import { toast } from "@mall/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { HeartIcon } from "../../../components/goods/icons.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../../components/goods/States.tsx";
import { StoreAvatar } from "../../../components/goods/StoreCard.tsx";
import { HeartLineIcon, StoreLineIcon } from "../../../components/icons.tsx";
import { BrowseGoodsCard } from "../../../components/wap/BrowseGoods.tsx";
import { storePath } from "../../../components/wap/browse-links.ts";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import { MePaged, type PageReport, usePageReport } from "../../../components/wap/MePaged.tsx";
import { MePull } from "../../../components/wap/MePull.tsx";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useErrorText } from "../../../lib/error-text.ts";
import { useSession } from "../../../lib/session.ts";
import { useToggleFavourite } from "../../goods/index.ts";
import { usePageTitle } from "../../site/index.ts";
import { useToggleFollow } from "../../store/index.ts";
import { useFollowedStores, useKeptGoods } from "../api.ts";
import s from "./favourites.module.css";

const TABS = ["goods", "stores"] as const;
type Tab = (typeof TABS)[number];

/** After a removal every loaded page asks again (what follows moves up). */
function useFavouritesChanged() {
  const qc = useQueryClient();
  const { token } = useSession();
  return () => qc.invalidateQueries({ queryKey: ["favourites", token] });
}

/**
 * /wap/favourites?tab=goods|stores: the favourite goods (two by two, a heart to remove each) and the followed
 * stores (unfollow in place), each an endless list on the user centre's own page queries; pull down to reload.
 */
export default function WapFavouritesPage() {
  const { t } = useTranslation("orders");
  const { t: tw } = useTranslation("wap");
  const signedIn = useWapSignedIn();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "stores" ? "stores" : "goods";
  const changed = useFavouritesChanged();
  usePageTitle(t(`favourites.${tab}.title`));

  return (
    <WapPage title={tw("pages.WapFavouritesPage")}>
      <div className={m.tabs} role="tablist" aria-label={tw("pages.WapFavouritesPage")}>
        {TABS.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            aria-selected={x === tab}
            className={`${m.tab} ${x === tab ? m.tabOn : ""}`}
            onClick={() => setParams({ tab: x }, { replace: true })}
            data-testid={`favourites-tab-${x}`}
          >
            {t(`favourites.${x}.title`)}
          </button>
        ))}
      </div>
      {signedIn && (
        <MePull onRefresh={changed}>
          {tab === "goods" ? (
            <div className={s.grid} key="goods">
              <MePaged page={(n, report) => <GoodsPage n={n} report={report} />} />
            </div>
          ) : (
            <div className={s.stores} key="stores">
              <MePaged page={(n, report) => <StoresPage n={n} report={report} />} />
            </div>
          )}
        </MePull>
      )}
    </WapPage>
  );
}

function GoodsPage({ n, report }: { n: number; report: (r: PageReport) => void }) {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const kept = useKeptGoods(n);
  const info = kept.data?.pageInfo;
  usePageReport(report, Boolean(kept.data), info ? n < info.totalPage : false);
  if (kept.isPending)
    return n === 1 ? (
      <>
        <Skeleton height={240} radius={10} />
        <Skeleton height={240} radius={10} />
      </>
    ) : null;
  if (kept.isError)
    return (
      <div style={{ gridColumn: "1 / -1" }}>
        <ErrorState text={errorText(kept.error)} onRetry={() => void kept.refetch()} />
      </div>
    );
  if (n === 1 && kept.data.pageList.length === 0)
    return (
      <div className={m.card} style={{ gridColumn: "1 / -1" }}>
        <EmptyState
          icon={<HeartLineIcon size={40} />}
          title={t("favourites.goods.emptyTitle")}
          text={t("favourites.goods.emptyText")}
          action={
            <Link to="/wap" className={m.btn}>
              {t("favourites.goods.browse")}
            </Link>
          }
        />
      </div>
    );
  return (
    <>
      {kept.data.pageList.map((g) => (
        <KeptTile key={g.id} goods={g} />
      ))}
    </>
  );
}

function KeptTile({ goods }: { goods: KeptGoodsVo }) {
  const { t } = useTranslation("orders");
  const toggle = useToggleFavourite(goods.id);
  const changed = useFavouritesChanged();
  const gone = goods.black === 1 || goods.isShelf === 0;
  return (
    <div className={`${s.tile} ${gone ? s.gone : ""}`} data-testid="favourite-goods">
      <BrowseGoodsCard goods={goods} />
      {gone && <span className={s.goneBadge}>{t("favourites.goods.unavailable")}</span>}
      <button
        type="button"
        className={s.unkeep}
        disabled={toggle.isPending}
        onClick={() =>
          toggle.mutate(false, {
            onSuccess: () => {
              toast.success(t("favourites.goods.removed"));
              void changed();
            },
          })
        }
        aria-label={t("favourites.goods.remove", { name: goods.name })}
        data-testid="favourite-remove"
      >
        <span>
          <HeartIcon size={18} filled />
        </span>
      </button>
    </div>
  );
}

function StoresPage({ n, report }: { n: number; report: (r: PageReport) => void }) {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const followed = useFollowedStores(n);
  const info = followed.data?.pageInfo;
  usePageReport(report, Boolean(followed.data), info ? n < info.totalPage : false);
  if (followed.isPending) return n === 1 ? <Skeleton height={180} radius={0} /> : null;
  if (followed.isError) return <ErrorState text={errorText(followed.error)} onRetry={() => void followed.refetch()} />;
  if (n === 1 && followed.data.pageList.length === 0)
    return (
      <EmptyState
        icon={<StoreLineIcon size={40} />}
        title={t("favourites.stores.emptyTitle")}
        text={t("favourites.stores.emptyText")}
        action={
          <Link to="/wap" className={m.btn}>
            {t("favourites.stores.browse")}
          </Link>
        }
      />
    );
  return (
    <>
      {followed.data.pageList.map((f) => (
        <FollowedRow key={f.id} follow={f} />
      ))}
    </>
  );
}

function FollowedRow({ follow }: { follow: FocusSellerVo }) {
  const { t } = useTranslation("orders");
  const { t: tp } = useTranslation("pages");
  const store = follow.sellerVo;
  const toggle = useToggleFollow(follow.sellerId);
  const changed = useFavouritesChanged();
  return (
    <div className={s.store} data-testid="followed-store">
      <Link to={storePath(String(follow.sellerId))} className={s.storeLink}>
        <StoreAvatar seller={store} size={44} />
        <span className={s.storeText}>
          <span className={s.storeName}>{store.name}</span>
          <span className={s.storeMeta}>
            {store.sellerGoodsNum !== undefined && `${tp("store.stats.goods")} ${formatCount(store.sellerGoodsNum)} · `}
            {t("favourites.stores.since", { date: formatWireDate(follow.createTime).slice(0, 10) })}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className={s.unfollow}
        disabled={toggle.isPending}
        onClick={() =>
          toggle.mutate(false, {
            onSuccess: () => {
              toast.success(t("favourites.stores.unfollowed", { name: store.name }));
              void changed();
            },
          })
        }
        aria-label={t("favourites.stores.unfollowNamed", { name: store.name })}
        data-testid="store-unfollow"
      >
        {t("favourites.stores.unfollow")}
      </button>
    </div>
  );
}
