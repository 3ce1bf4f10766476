import type { ConsoleOrderInfo, ConsoleOrderLine } from "@mall/contract";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import o from "./orders.module.css";

/** The goods of an order: what was bought, for how much, and what the store earns on each line. */
export function OrderLines({ lines }: { lines: ConsoleOrderLine[] }) {
  const { t } = useTranslation();
  return (
    <ul className={o.lines}>
      {lines.map((l) => (
        <li key={`${l.sellerGoodsId}-${l.skuId}`} className={o.line}>
          <img className={`${p.thumb} ${p.thumbBig}`} src={l.goodsIcon} alt="" loading="lazy" />
          <div className={p.whoText}>
            <span className={o.lineName} title={l.goodsName}>
              {l.goodsName}
            </span>
            {l.attrs && <span className={o.lineMeta}>{l.attrs}</span>}
            <span className={o.lineMeta}>
              <span className={p.num}>
                {usdt(l.goodsReal)} × {l.goodsNum}
              </span>
            </span>
          </div>
          <div className={o.lineTotal}>
            <span>
              <span className={p.amount}>{usdt(l.totalCost)}</span>
            </span>
            <span className={o.lineMeta}>
              {t("orders.detail.lineMargin", { cost: usdt(l.systemPrice), margin: usdt(l.profit) })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The buyer's side (goods, discount, freight, tax, total) and the platform's (wholesale cost, store margin). */
export function OrderAmounts({ info: i }: { info: ConsoleOrderInfo }) {
  const { t } = useTranslation();
  const row = (key: string, label: string, value: string, cls = "") => [
    <dt key={`${key}-l`} className={cls}>
      {label}
    </dt>,
    <dd key={`${key}-v`} className={`${p.amount} ${cls}`}>
      {value}
    </dd>,
  ];
  return (
    <dl className={o.sums}>
      {row("goods", t("orders.detail.subtotal"), usdt(i.prizeOriginal))}
      {i.discount > 0 && row("discount", t("orders.detail.discount"), `−${usdt(i.discount)}`)}
      {row("fees", t("orders.detail.freight"), usdt(i.fees))}
      {row("tax", t("orders.detail.tax"), usdt(i.tax))}
      {row("total", t("orders.detail.total"), `${usdt(i.totalPrice)} USDT`, o.sumTotal)}
      {row("cost", t("orders.detail.wholesale"), usdt(i.systemPrice), o.sumPlatform)}
      {row("margin", t("orders.detail.margin"), usdt(i.profit), o.sumPlatform)}
    </dl>
  );
}
