import { type GoodsVo, percentOff } from "@mall/contract";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import s from "./GoodsCard.module.css";
import { Price } from "./Price.tsx";

export type CardGoods = Pick<GoodsVo, "id" | "name" | "imgUrl1" | "sellingPrice" | "discountPrice" | "soldNum"> &
  Partial<Pick<GoodsVo, "freightAmount" | "priceFrom">>;

export function GoodsCard({ goods }: { goods: CardGoods }) {
  const { t } = useTranslation("pages");
  const off = goods.discountPrice !== null ? percentOff(goods.sellingPrice, goods.discountPrice) : null;
  return (
    <Link to={`/productDetails?id=${goods.id}`} className={s.card} title={goods.name} data-testid="goods-card">
      <div className={s.media}>
        <img src={goods.imgUrl1} alt="" loading="lazy" decoding="async" className={s.img} />
        {off !== null && <span className={s.badge}>{t("money.off", { percent: off })}</span>}
      </div>
      <div className={s.body}>
        <p className={s.name}>{goods.name}</p>
        <Price source={goods} size="md" />
        <div className={s.meta}>
          <span>{t("goods.soldCount", { count: goods.soldNum })}</span>
          {goods.freightAmount === 0 && <span className={s.free}>{t("goods.freeShipping")}</span>}
        </div>
      </div>
    </Link>
  );
}

/**
 * Cards in `columns` columns at 1440px; below 1280px five or six become four (so the home page's lists of
 * twelve still fill whole rows) and fewer lose one.
 */
export const narrowColumns = (columns: number) => (columns >= 5 ? 4 : Math.max(2, columns - 1));
export function GoodsGrid({ goods, columns = 5 }: { goods: CardGoods[]; columns?: number }) {
  return (
    <div className={s.grid} style={{ "--cols": columns, "--cols-narrow": narrowColumns(columns) } as CSSProperties}>
      {goods.map((g) => (
        <GoodsCard key={g.id} goods={g} />
      ))}
    </div>
  );
}
