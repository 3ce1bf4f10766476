import { type FocusSellerVo, formatWireDate } from "@mall/contract";
import { toast } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Pagination } from "../../components/goods/Pagination.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { StoreCard } from "../../components/goods/StoreCard.tsx";
import { StoreLineIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { useErrorText } from "../../lib/error-text.ts";
import { usePageTitle } from "../site/index.ts";
import { useToggleFollow } from "../store/index.ts";
import { useFollowedStores } from "./api.ts";
import s from "./favourites.module.css";
import { usePageParam } from "./usePageParam.ts";

function FollowedTile({ follow, onRemoved }: { follow: FocusSellerVo; onRemoved: () => void }) {
  const { t } = useTranslation("orders");
  const store = follow.sellerVo;
  const toggle = useToggleFollow(follow.sellerId);
  return (
    <div className={s.storeTile} data-testid="followed-store">
      <StoreCard seller={store} />
      <div className={s.storeFoot}>
        <span className={s.since}>
          {t("favourites.stores.since", { date: formatWireDate(follow.createTime).slice(0, 10) })}
        </span>
        <button
          type="button"
          className={s.unfollow}
          disabled={toggle.isPending}
          onClick={() =>
            toggle.mutate(false, {
              onSuccess: () => {
                toast.success(t("favourites.stores.unfollowed", { name: store.name }));
                onRemoved();
              },
            })
          }
          aria-label={t("favourites.stores.unfollowNamed", { name: store.name })}
          data-testid="store-unfollow"
        >
          {t("favourites.stores.unfollow")}
        </button>
      </div>
    </div>
  );
}

/** /userInfo/collect-shop: the stores the buyer follows, with their real counts, and unfollow. */
export default function CollectShopPage() {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const [page, setPage] = usePageParam();
  const followed = useFollowedStores(page);
  usePageTitle(t("favourites.stores.title"));
  const list = followed.data?.pageList ?? [];
  const removed = () => {
    if (list.length === 1 && page > 1) setPage(page - 1);
    void followed.refetch();
  };

  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <h1 className={u.panelTitle}>{t("favourites.stores.title")}</h1>
        {followed.data && (
          <span className={s.count}>
            {t("favourites.stores.count", { count: followed.data.pageInfo.totalElements })}
          </span>
        )}
      </header>
      <div className={s.body}>
        {followed.isPending ? (
          <div className={s.storeGrid}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={190} radius={14} />
            ))}
          </div>
        ) : followed.isError ? (
          <ErrorState text={errorText(followed.error)} onRetry={() => void followed.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<StoreLineIcon size={40} />}
            title={t("favourites.stores.emptyTitle")}
            text={t("favourites.stores.emptyText")}
            action={
              <Link to="/index" className={u.btnPrimary}>
                {t("favourites.stores.browse")}
              </Link>
            }
          />
        ) : (
          <>
            <div className={`${s.storeGrid} ${followed.isPlaceholderData ? s.stale : ""}`}>
              {list.map((f) => (
                <FollowedTile key={f.id} follow={f} onRemoved={removed} />
              ))}
            </div>
            <Pagination page={page} totalPages={followed.data.pageInfo.totalPage} onChange={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
