import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StoreIcon } from "../../components/goods/icons.tsx";
import { Money } from "../../components/goods/Price.tsx";
import { CartIcon, TrashIcon } from "../../components/icons.tsx";
import { QuantityStepper } from "../../components/QuantityStepper.tsx";
import { useMaxBuy } from "../goods/index.ts";
import s from "./cart.module.css";
import { boundsOf, type CartItem, groupBySeller, lineTotal, totalsOf, unitPrice } from "./cart-logic.ts";
import { cart, useCart } from "./cart-store.ts";
import { useCartCheckout } from "./useCartCheckout.ts";

function Line({ item, maxBuy, onNavigate }: { item: CartItem; maxBuy: number; onNavigate: () => void }) {
  const { t } = useTranslation("checkout");
  const bounds = boundsOf(item, maxBuy);
  return (
    <li className={s.line} data-testid="cart-line">
      <input
        type="checkbox"
        className={s.check}
        checked={item.checked}
        onChange={(e) => void cart.check((i) => i.Identifier === item.Identifier, e.target.checked)}
        aria-label={t("cart.selectLine", { name: item.name })}
      />
      <Link to={`/productDetails?id=${item.sellerGoodsId}`} className={s.thumb} onClick={onNavigate}>
        {item.imgUrl1 ? <img src={item.imgUrl1} alt="" loading="lazy" /> : null}
      </Link>
      <div className={s.lineBody}>
        <Link to={`/productDetails?id=${item.sellerGoodsId}`} className={s.lineName} onClick={onNavigate}>
          {item.name}
        </Link>
        {item.checkAttrName && <p className={s.lineAttr}>{item.checkAttrName}</p>}
        <div className={s.lineFoot}>
          <Money value={unitPrice(item)} className={s.linePrice} />
          <QuantityStepper
            className={s.stepper}
            value={item.count}
            min={bounds.min}
            max={bounds.max}
            label={t("cart.quantityOf", { name: item.name })}
            decreaseLabel={t("cart.decrease")}
            increaseLabel={t("cart.increase")}
            iconSize={12}
            maxDigits={6}
            onChange={(n) => {
              if (n !== item.count) void cart.setCount(item.Identifier, n);
            }}
          />
        </div>
        {item.count > 1 && (
          <p className={s.lineSum}>
            {t("cart.lineTotal")} <Money value={lineTotal(item)} />
          </p>
        )}
      </div>
      <button
        type="button"
        className={s.remove}
        onClick={() => void cart.remove(item.Identifier)}
        aria-label={t("cart.remove", { name: item.name })}
        title={t("cart.removeShort")}
      >
        <TrashIcon size={16} />
      </button>
    </li>
  );
}

/** The drawer's content: lines by store with checkboxes, steppers and delete; totals and checkout below. */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("checkout");
  const { t: shell } = useTranslation("shell");
  const { items, ready } = useCart();
  const maxBuy = useMaxBuy();
  const checkout = useCartCheckout();
  const chosen = items.filter((i) => i.checked);
  const totals = totalsOf(chosen);
  const allChecked = items.length > 0 && chosen.length === items.length;

  if (!items.length) {
    return (
      <div className={s.empty}>
        <span className={s.emptyIcon}>
          <CartIcon size={40} />
        </span>
        <p className={s.emptyTitle}>{ready ? shell("cart.empty") : t("cart.loading")}</p>
        {ready && (
          <>
            <p className={s.emptyText}>{shell("cart.emptyHint")}</p>
            <Link to="/commodity" className={s.primary} onClick={onClose}>
              {shell("cart.browse")}
            </Link>
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <div className={s.body}>
        {groupBySeller(items).map((g) => {
          const storeChecked = g.items.every((i) => i.checked);
          return (
            <section key={g.seller.id} className={s.store} aria-label={g.seller.name}>
              <header className={s.storeHead}>
                <input
                  type="checkbox"
                  className={s.check}
                  checked={storeChecked}
                  onChange={(e) => void cart.check((i) => i.seller.id === g.seller.id, e.target.checked)}
                  aria-label={t("cart.selectStore", { name: g.seller.name })}
                />
                <StoreIcon size={16} />
                <Link to={`/store?id=${g.seller.id}`} className={s.storeName} onClick={onClose}>
                  {g.seller.name}
                </Link>
              </header>
              <ul className={s.lines}>
                {g.items.map((i) => (
                  <Line key={i.Identifier} item={i} maxBuy={maxBuy} onNavigate={onClose} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <footer className={s.foot}>
        <div className={s.footRow}>
          <label className={s.all}>
            <input
              type="checkbox"
              className={s.check}
              checked={allChecked}
              onChange={(e) => void cart.check(() => true, e.target.checked)}
            />
            {t("cart.selectAll")}
          </label>
          <div className={s.total}>
            <span className={s.totalLabel}>{t("cart.subtotal")}</span>
            <Money value={totals.goods} className={s.totalValue} />
          </div>
        </div>
        <p className={s.footNote}>{t("cart.selectedSummary", { count: totals.units })}</p>
        <button type="button" className={s.checkout} onClick={() => checkout(items)} data-testid="cart-checkout">
          {t("cart.checkout")}
        </button>
      </footer>
    </>
  );
}
