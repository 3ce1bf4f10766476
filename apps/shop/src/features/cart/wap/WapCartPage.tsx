import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Money } from "../../../components/goods/Price.tsx";
import { CartIcon, StoreIcon, TrashIcon } from "../../../components/icons.tsx";
import { QuantityStepper } from "../../../components/QuantityStepper.tsx";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useSession } from "../../../lib/session.ts";
import { useMaxBuy } from "../../goods/index.ts";
import { boundsOf, type CartItem, groupBySeller, totalsOf, unitPrice } from "../cart-logic.ts";
import { cart, ensureCart, useCart } from "../cart-store.ts";
import { useCartCheckout } from "../useCartCheckout.ts";
import s from "./WapCartPage.module.css";

function Line({ item, maxBuy }: { item: CartItem; maxBuy: number }) {
  const { t } = useTranslation("checkout");
  const bounds = boundsOf(item, maxBuy);
  const product = wapPaths.product(item.sellerGoodsId);
  return (
    <li className={s.line} data-testid="cart-line">
      <label className={s.check}>
        <input
          type="checkbox"
          checked={item.checked}
          onChange={(e) => void cart.check((i) => i.Identifier === item.Identifier, e.target.checked)}
          aria-label={t("cart.selectLine", { name: item.name })}
        />
      </label>
      <Link to={product} className={s.thumb} tabIndex={-1} aria-hidden="true">
        {item.imgUrl1 ? <img src={item.imgUrl1} alt="" width={80} height={80} loading="lazy" decoding="async" /> : null}
      </Link>
      <div className={s.body}>
        <div className={s.nameRow}>
          <Link to={product} className={s.name}>
            {item.name}
          </Link>
          <button
            type="button"
            className={s.remove}
            onClick={() => void cart.remove(item.Identifier)}
            aria-label={t("cart.remove", { name: item.name })}
            data-testid="cart-remove"
          >
            <TrashIcon size={18} />
          </button>
        </div>
        {item.checkAttrName && <p className={s.attr}>{item.checkAttrName}</p>}
        <div className={s.foot}>
          <Money value={unitPrice(item)} className={s.price} />
          <QuantityStepper
            className={s.stepper}
            value={item.count}
            min={bounds.min}
            max={bounds.max}
            label={t("cart.quantityOf", { name: item.name })}
            decreaseLabel={t("cart.decrease")}
            increaseLabel={t("cart.increase")}
            iconSize={14}
            maxDigits={6}
            onChange={(n) => {
              if (n !== item.count) void cart.setCount(item.Identifier, n);
            }}
          />
        </div>
      </div>
    </li>
  );
}

/** /wap/cart (a tab page): the buyer's cart by store, and the bar that takes the checked lines to checkout. */
export default function WapCartPage() {
  const { t } = useTranslation("wap");
  const { loggedIn } = useSession();
  return (
    <WapPage title={t("pages.WapCartPage")} back={false}>
      {loggedIn ? <Cart /> : <LoginPrompt />}
    </WapPage>
  );
}

function LoginPrompt() {
  const { t } = useTranslation("wap");
  return (
    <div className={k.state} data-testid="cart-login">
      <span className={k.stateIcon}>
        <CartIcon size={34} />
      </span>
      <p className={k.stateTitle}>{t("buy.cart.loginTitle")}</p>
      <p className={k.stateText}>{t("buy.cart.loginText")}</p>
      <Link to={wapPaths.login(wapPaths.cart)} className={k.btnSolid}>
        {t("buy.cart.login")}
      </Link>
    </div>
  );
}

function Cart() {
  const { t } = useTranslation("checkout");
  const { t: shell } = useTranslation("shell");
  const { t: w } = useTranslation("wap");
  const { items, ready } = useCart();
  const maxBuy = useMaxBuy();
  const checkout = useCartCheckout(wapPaths.checkout);
  // This page is the cart: load it now rather than after the deferred start.
  useEffect(() => {
    void ensureCart();
  }, []);

  if (!ready) {
    return (
      <div aria-busy="true">
        <span className={k.skeleton} style={{ blockSize: 150 }} />
        <span className={k.skeleton} style={{ blockSize: 150 }} />
      </div>
    );
  }
  if (!items.length) {
    return (
      <div className={k.state} data-testid="cart-empty">
        <span className={k.stateIcon}>
          <CartIcon size={34} />
        </span>
        <p className={k.stateTitle}>{shell("cart.empty")}</p>
        <p className={k.stateText}>{shell("cart.emptyHint")}</p>
        <Link to="/wap" className={k.btnSolid}>
          {shell("cart.browse")}
        </Link>
      </div>
    );
  }

  const chosen = items.filter((i) => i.checked);
  const totals = totalsOf(chosen);
  const allChecked = chosen.length === items.length;
  return (
    <>
      {groupBySeller(items).map((g) => (
        <section
          key={g.seller.id}
          className={`${k.card} ${s.store}`}
          aria-label={g.seller.name}
          data-testid="cart-store"
        >
          <header className={s.storeHead}>
            <label className={s.check}>
              <input
                type="checkbox"
                checked={g.items.every((i) => i.checked)}
                onChange={(e) => void cart.check((i) => i.seller.id === g.seller.id, e.target.checked)}
                aria-label={t("cart.selectStore", { name: g.seller.name })}
              />
            </label>
            <Link to={wapPaths.store(g.seller.id)} className={s.storeName}>
              <StoreIcon size={16} />
              <span>{g.seller.name}</span>
            </Link>
          </header>
          <ul className={s.lines}>
            {g.items.map((i) => (
              <Line key={i.Identifier} item={i} maxBuy={maxBuy} />
            ))}
          </ul>
        </section>
      ))}
      <p className={`${k.muted} ${s.note}`}>{w("buy.cart.later")}</p>
      <div className={k.barSpace} />
      <div className={`${k.bar} ${k.barOverTabs}`} data-testid="cart-bar">
        <label className={s.all}>
          <span className={s.check}>
            <input
              type="checkbox"
              checked={allChecked}
              onChange={(e) => void cart.check(() => true, e.target.checked)}
            />
          </span>
          {t("cart.selectAll")}
        </label>
        <div className={s.total}>
          <span>{t("cart.subtotal")}</span>
          <Money value={totals.goods} className={s.amount} />
        </div>
        <button type="button" className={k.btnSolid} onClick={() => checkout(items)} data-testid="cart-checkout">
          {w("buy.cart.checkout", { n: totals.units })}
        </button>
      </div>
    </>
  );
}
