import type { KeptGoodsVo } from "@mall/contract";
import { toast } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GoodsCard } from "../../components/goods/GoodsCard.tsx";
import { HeartIcon } from "../../components/goods/icons.tsx";
import { Pagination } from "../../components/goods/Pagination.tsx";
import { EmptyState, ErrorState, GoodsGridSkeleton } from "../../components/goods/States.tsx";
import { HeartLineIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { useErrorText } from "../../lib/error-text.ts";
import { useToggleFavourite } from "../goods/index.ts";
import { usePageTitle } from "../site/index.ts";
import { useKeptGoods } from "./api.ts";
import s from "./favourites.module.css";
import { usePageParam } from "./usePageParam.ts";

function KeptTile({ goods, onRemoved }: { goods: KeptGoodsVo; onRemoved: () => void }) {
  const { t } = useTranslation("orders");
  const toggle = useToggleFavourite(goods.id);
  const gone = goods.black === 1 || goods.isShelf === 0;
  return (
    <div className={`${s.tile} ${gone ? s.tileGone : ""}`} data-testid="favourite-goods">
      <GoodsCard goods={goods} />
      {gone && <span className={s.goneBadge}>{t("favourites.goods.unavailable")}</span>}
      <button
        type="button"
        className={s.unkeep}
        disabled={toggle.isPending}
        onClick={() =>
          toggle.mutate(false, {
            onSuccess: () => {
              toast.success(t("favourites.goods.removed"));
              onRemoved();
            },
          })
        }
        aria-label={t("favourites.goods.remove", { name: goods.name })}
        title={t("favourites.goods.removeShort")}
        data-testid="favourite-remove"
      >
        <HeartIcon size={18} filled />
      </button>
    </div>
  );
}

/** /userInfo/collect-goods (index=3): the buyer's favourite goods, newest first, with remove. */
export default function CollectGoodsPage() {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const [page, setPage] = usePageParam();
  const kept = useKeptGoods(page);
  usePageTitle(t("favourites.goods.title"));
  const list = kept.data?.pageList ?? [];
  const total = kept.data?.pageInfo.totalElements ?? 0;
  // Removing the last one of a later page steps back a page rather than showing an empty one.
  const removed = () => {
    if (list.length === 1 && page > 1) setPage(page - 1);
    void kept.refetch();
  };

  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <h1 className={u.panelTitle}>{t("favourites.goods.title")}</h1>
        {kept.data && <span className={s.count}>{t("favourites.goods.count", { count: total })}</span>}
      </header>
      <div className={s.body}>
        {kept.isPending ? (
          <GoodsGridSkeleton count={8} columns={4} />
        ) : kept.isError ? (
          <ErrorState text={errorText(kept.error)} onRetry={() => void kept.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<HeartLineIcon size={40} />}
            title={t("favourites.goods.emptyTitle")}
            text={t("favourites.goods.emptyText")}
            action={
              <Link to="/commodity" className={u.btnPrimary}>
                {t("favourites.goods.browse")}
              </Link>
            }
          />
        ) : (
          <>
            <div className={`${s.goodsGrid} ${kept.isPlaceholderData ? s.stale : ""}`}>
              {list.map((g) => (
                <KeptTile key={g.id} goods={g} onRemoved={removed} />
              ))}
            </div>
            <Pagination page={page} totalPages={kept.data.pageInfo.totalPage} onChange={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
