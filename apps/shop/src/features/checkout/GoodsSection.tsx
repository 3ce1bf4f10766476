import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import c from "../../components/controls.module.css";
import { StoreIcon } from "../../components/goods/icons.tsx";
import { Money } from "../../components/goods/Price.tsx";
import { type CartItem, groupBySeller, lineTotal, totalsOf, unitPrice } from "../cart/index.ts";
import { FreightAndTax } from "./FreightAndTax.tsx";
import s from "./GoodsSection.module.css";
import { StepCard } from "./StepCard.tsx";

/** The goods being bought, one block per store (each becomes its own order), with freight and tax. */
export function GoodsSection({ items }: { items: CartItem[] }) {
  const { t } = useTranslation("checkout");
  const groups = groupBySeller(items);
  return (
    <StepCard
      id="settle-goods"
      step={2}
      title={t("settlement.goods")}
      action={<span className={c.muted}>{t("settlement.storesNote", { count: groups.length })}</span>}
    >
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
                  <Money value={unitPrice(i)} className={s.cell} />
                  <span className={s.cell}>
                    <bdi>× {i.count}</bdi>
                  </span>
                  <Money value={lineTotal(i)} className={`${s.cell} ${s.cellStrong}`} />
                </li>
              ))}
            </ul>
            <dl className={s.storeSums}>
              <FreightAndTax sums={sums} />
              <div className={s.storeTotal}>
                <dt>{t("summary.storeTotal")}</dt>
                <dd>
                  <Money value={sums.total} />
                </dd>
              </div>
            </dl>
          </div>
        );
      })}
    </StepCard>
  );
}
