import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StoreIcon } from "../../components/goods/icons.tsx";
import { Amount } from "../cart/Amount.tsx";
import { type CartItem, groupBySeller, lineTotal, totalsOf, unitPrice } from "../cart/cart-logic.ts";
import s from "./settlement.module.css";

/** The goods being bought, one block per store (each becomes its own order), with freight and tax. */
export function GoodsSection({ items }: { items: CartItem[] }) {
  const { t } = useTranslation("checkout");
  const groups = groupBySeller(items);
  return (
    <section className={s.card} aria-labelledby="settle-goods">
      <header className={s.cardHead}>
        <h2 id="settle-goods" className={s.cardTitle}>
          <span className={s.stepNo}>2</span>
          {t("settlement.goods")}
        </h2>
        <span className={s.muted}>{t("settlement.storesNote", { count: groups.length })}</span>
      </header>
      <div className={s.goodsHead} aria-hidden="true">
        <span>{t("settlement.col.goods")}</span>
        <span>{t("settlement.col.price")}</span>
        <span>{t("settlement.col.quantity")}</span>
        <span>{t("settlement.col.subtotal")}</span>
      </div>
      {groups.map((g) => {
        const sums = totalsOf(g.items);
        return (
          <div key={g.seller.id} className={s.storeBlock} data-testid="settle-store">
            <div className={s.storeRow}>
              <StoreIcon size={16} />
              <Link to={`/store?id=${g.seller.id}`} className={s.storeLink}>
                {g.seller.name}
              </Link>
            </div>
            <ul className={s.goodsList}>
              {g.items.map((i) => (
                <li key={i.Identifier} className={s.goodsRow} data-testid="settle-line">
                  <div className={s.goodsInfo}>
                    <span className={s.goodsImg}>{i.imgUrl1 ? <img src={i.imgUrl1} alt="" /> : null}</span>
                    <span className={s.goodsText}>
                      <Link to={`/productDetails?id=${i.sellerGoodsId}`} className={s.goodsName}>
                        {i.name}
                      </Link>
                      {i.checkAttrName && <span className={s.goodsAttr}>{i.checkAttrName}</span>}
                    </span>
                  </div>
                  <Amount value={unitPrice(i)} className={s.cell} />
                  <span className={s.cell}>
                    <bdi>× {i.count}</bdi>
                  </span>
                  <Amount value={lineTotal(i)} className={`${s.cell} ${s.cellStrong}`} />
                </li>
              ))}
            </ul>
            <dl className={s.storeSums}>
              <div>
                <dt>{t("summary.freight")}</dt>
                <dd>{sums.freight > 0n ? <Amount value={sums.freight} /> : t("summary.free")}</dd>
              </div>
              <div>
                <dt>{t("summary.tax")}</dt>
                <dd>
                  <Amount value={sums.tax} />
                </dd>
              </div>
              <div className={s.storeTotal}>
                <dt>{t("summary.storeTotal")}</dt>
                <dd>
                  <Amount value={sums.total} />
                </dd>
              </div>
            </dl>
          </div>
        );
      })}
    </section>
  );
}
