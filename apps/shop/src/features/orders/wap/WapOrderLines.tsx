import type { OrderLineVo } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/goods/Price.tsx";
import k from "../../../components/wap/buy.module.css";
import s from "./WapOrders.module.css";

/** The goods of an order on a phone: picture, name, attributes, unit price and quantity. */
export function WapOrderLines({ lines }: { lines: OrderLineVo[] }) {
  const { t } = useTranslation("orders");
  return (
    <ul className={s.lines}>
      {lines.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one listing may appear twice with the same SKU id (-1); position tells the lines apart
        <li key={`${l.sellerGoodsId}-${l.skuId}-${i}`} className={k.line} data-testid="order-line">
          <span className={k.thumb}>
            {l.goodsIcon ? (
              <img src={l.goodsIcon} alt="" width={72} height={72} loading="lazy" decoding="async" />
            ) : null}
          </span>
          <span className={k.lineText}>
            <span className={k.lineName}>{l.goodsName}</span>
            {l.attrs && <span className={k.lineAttrs}>{l.attrs}</span>}
            {l.isShelf === 0 && <span className={s.off}>{t("card.offShelf")}</span>}
            <span className={k.lineFoot}>
              <Money value={l.goodsReal} />
              <bdi className={s.qty}>× {l.goodsNum}</bdi>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
