import { formatCount } from "@mall/contract";
import type { SellerVo } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StoreIcon } from "./icons.tsx";
import s from "./StoreCard.module.css";
import { goodSharePercent } from "./share.ts";

export type CardSeller = Pick<SellerVo, "id" | "name" | "avatar"> &
  Partial<Pick<SellerVo, "soldNum" | "focusNum" | "sellerGoodsNum" | "highOpinion" | "shopRemark">>;

export function StoreAvatar({ seller, size = 56 }: { seller: Pick<SellerVo, "name" | "avatar">; size?: number }) {
  return seller.avatar ? (
    <img src={seller.avatar} alt="" className={s.avatar} style={{ inlineSize: size, blockSize: size }} />
  ) : (
    <span className={s.avatarFallback} style={{ inlineSize: size, blockSize: size, fontSize: size * 0.42 }} aria-hidden>
      {seller.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * A store's three counts (listings, units sold, followers), each a term and its value; the layout's
 * `className` places the value above its name.
 */
export function StoreCounts({
  seller,
  className,
}: {
  seller: Pick<SellerVo, "sellerGoodsNum" | "soldNum" | "focusNum">;
  className: string | undefined;
}) {
  const { t } = useTranslation("pages");
  return (
    <dl className={className}>
      <div>
        <dt>{t("store.stats.goods")}</dt>
        <dd>{formatCount(seller.sellerGoodsNum)}</dd>
      </div>
      <div>
        <dt>{t("store.stats.sold")}</dt>
        <dd>{formatCount(seller.soldNum)}</dd>
      </div>
      <div>
        <dt>{t("store.stats.followers")}</dt>
        <dd>{formatCount(seller.focusNum)}</dd>
      </div>
    </dl>
  );
}

/** A store with its real counts; `compact` drops the description for narrow rails. */
export function StoreCard({ seller, compact = false }: { seller: CardSeller; compact?: boolean }) {
  const { t } = useTranslation("pages");
  return (
    <Link to={`/store?id=${seller.id}`} className={`${s.card} ${compact ? s.compact : ""}`} data-testid="store-card">
      <div className={s.head}>
        <StoreAvatar seller={seller} />
        <div className={s.titles}>
          <p className={s.name}>{seller.name}</p>
          {!compact && seller.shopRemark && <p className={s.remark}>{seller.shopRemark}</p>}
        </div>
      </div>
      <dl className={s.stats}>
        {seller.sellerGoodsNum !== undefined && (
          <div>
            <dt>{t("store.stats.goods")}</dt>
            <dd>{formatCount(seller.sellerGoodsNum)}</dd>
          </div>
        )}
        {seller.soldNum !== undefined && (
          <div>
            <dt>{t("store.stats.sold")}</dt>
            <dd>{formatCount(seller.soldNum)}</dd>
          </div>
        )}
        {seller.focusNum !== undefined && (
          <div>
            <dt>{t("store.stats.followers")}</dt>
            <dd>{formatCount(seller.focusNum)}</dd>
          </div>
        )}
        {seller.highOpinion !== undefined && (
          <div>
            <dt>{t("store.stats.positive")}</dt>
            <dd>{goodSharePercent(seller.highOpinion) ?? t("store.stats.noReviews")}</dd>
          </div>
        )}
      </dl>
      <span className={s.visit}>
        <StoreIcon size={15} />
        {t("store.visit")}
      </span>
    </Link>
  );
}
