import type { OrderLineVo } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Money } from "../../components/goods/Price.tsx";
import s from "./orders.module.css";

/** The goods of an order: picture, name, chosen attributes, unit price and quantity. */
export function OrderLines({ lines, compact = false }: { lines: OrderLineVo[]; compact?: boolean }) {
  const { t } = useTranslation("orders");
  return (
    <ul className={`${s.lines} ${compact ? s.linesCompact : ""}`}>
      {lines.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one listing may appear twice with the same SKU id (-1); position tells the lines apart
        <li key={`${l.sellerGoodsId}-${l.skuId}-${i}`} className={s.line} data-testid="order-line">
          <Link to={`/productDetails?id=${l.sellerGoodsId}`} className={s.lineImg} tabIndex={-1} aria-hidden="true">
            {l.goodsIcon ? <img src={l.goodsIcon} alt="" loading="lazy" decoding="async" /> : null}
          </Link>
          <div className={s.lineText}>
            <Link to={`/productDetails?id=${l.sellerGoodsId}`} className={s.lineName} title={l.goodsName}>
              {l.goodsName}
            </Link>
            {l.attrs && <span className={s.lineAttrs}>{l.attrs}</span>}
            {l.isShelf === 0 && <span className={s.lineOff}>{t("card.offShelf")}</span>}
          </div>
          <div className={s.linePrice}>
            <Money value={l.goodsReal} />
            <bdi className={s.lineQty}>× {l.goodsNum}</bdi>
          </div>
        </li>
      ))}
    </ul>
  );
}
