import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { StoreIcon } from "../../../components/goods/icons.tsx";
import { Money } from "../../../components/goods/Price.tsx";
import { CartIcon, ClockIcon } from "../../../components/icons.tsx";
import { BuyPinSheet } from "./BuyPinSheet.tsx";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useSession } from "../../../lib/session.ts";
import { type CheckoutHandoff, groupBySeller, lineTotal, readHandoff, totalsOf, unitPrice } from "../../cart/index.ts";
import { useUsdtBalance } from "../../user-center/index.ts";
import { balanceShort, type PaymentMethod, submittedTotals } from "../checkout-math.ts";
import { FreightAndTax } from "../FreightAndTax.tsx";
import { useCheckoutFlow } from "../useCheckoutFlow.ts";
import { WapAddressPick } from "./WapAddressPick.tsx";
import s from "./WapCheckout.module.css";
import { WapPayMethods } from "./WapPayMethods.tsx";

/**
 * /wap/checkout: what the cart (or "buy now") handed over, placed and paid with the desktop's flow
 * (useCheckoutFlow): address, goods by store, payment method, then the fund password in a sheet.
 */
export default function WapCheckoutPage() {
  const { t } = useTranslation("wap");
  const { t: c } = useTranslation("checkout");
  const { loggedIn } = useSession();
  // Read once: each visit starts from what the cart or "buy now" handed over.
  const [handoff] = useState(readHandoff);
  if (!loggedIn) return <Navigate to={wapPaths.login(wapPaths.checkout)} replace />;
  return (
    <WapPage title={t("pages.WapCheckoutPage")}>
      {handoff ? (
        <Checkout handoff={handoff} />
      ) : (
        <div className={k.state} data-testid="checkout-nothing">
          <span className={k.stateIcon}>
            <CartIcon size={34} />
          </span>
          <p className={k.stateTitle}>{c("settlement.nothingTitle")}</p>
          <p className={k.stateText}>{c("settlement.nothingText")}</p>
          <Link to={wapPaths.cart} className={k.btnSolid}>
            {t("pages.WapCartPage")}
          </Link>
        </div>
      )}
    </WapPage>
  );
}

function Goods({ handoff }: { handoff: CheckoutHandoff }) {
  const { t } = useTranslation("checkout");
  return (
    <>
      {groupBySeller(handoff.items).map((g) => {
        const sums = totalsOf(g.items);
        return (
          <section key={g.seller.id} className={k.card} aria-label={g.seller.name} data-testid="settle-store">
            <h2 className={s.storeHead}>
              <StoreIcon size={16} />
              <span>{g.seller.name}</span>
            </h2>
            <ul className={s.lines}>
              {g.items.map((i) => (
                <li key={i.Identifier} className={k.line} data-testid="settle-line">
                  <span className={k.thumb}>
                    {i.imgUrl1 ? <img src={i.imgUrl1} alt="" width={72} height={72} decoding="async" /> : null}
                  </span>
                  <span className={k.lineText}>
                    <span className={k.lineName}>{i.name}</span>
                    {i.checkAttrName && <span className={k.lineAttrs}>{i.checkAttrName}</span>}
                    <span className={k.lineFoot}>
                      <span>
                        <Money value={unitPrice(i)} /> <bdi className={s.qty}>× {i.count}</bdi>
                      </span>
                      <Money value={lineTotal(i)} className={k.price} />
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            <dl className={k.sums}>
              <FreightAndTax sums={sums} />
              <div className={k.sumTotal}>
                <dt>{t("summary.storeTotal")}</dt>
                <dd>
                  <Money value={sums.total} />
                </dd>
              </div>
            </dl>
          </section>
        );
      })}
    </>
  );
}

function Checkout({ handoff }: { handoff: CheckoutHandoff }) {
  const { t } = useTranslation("checkout");
  const [addressId, setAddressId] = useState<string | undefined>();
  const [method, setMethod] = useState<PaymentMethod>("balance");
  const flow = useCheckoutFlow(handoff, { paidPath: wapPaths.paySuccess });
  const balance = useUsdtBalance();
  const estimate = totalsOf(handoff.items);
  const confirmed = flow.submitted ? submittedTotals(flow.submitted) : undefined;
  const sums = confirmed ?? estimate;
  const short = balanceShort(balance.data?.money, sums.total);

  const payStep = flow.payStep(sums.total);
  return (
    <>
      {flow.submitted && !flow.dialog && (
        <div className={s.notice} role="status" data-testid="unpaid-notice">
          <ClockIcon size={18} />
          <p>
            {t("unpaid.text")}{" "}
            <Link to={wapPaths.orders("unpaid")} className={k.link}>
              {t("unpaid.link")}
            </Link>
          </p>
        </div>
      )}
      <WapAddressPick selectedId={addressId} onSelect={setAddressId} />
      <Goods handoff={handoff} />
      <WapPayMethods method={method} onMethod={setMethod} short={short} online={flow.online} />
      <section className={k.card} aria-labelledby="wap-sum-title">
        <h2 id="wap-sum-title" className={k.cardTitle}>
          {t("summary.title")}
        </h2>
        <dl className={k.sums} style={{ borderBlockStart: 0, marginBlockStart: 0, paddingBlockStart: 0 }}>
          <div>
            <dt>{t("summary.goods", { count: estimate.units })}</dt>
            <dd>
              <Money value={sums.goods} />
            </dd>
          </div>
          <FreightAndTax sums={sums} />
          <div className={k.sumTotal}>
            <dt>{t("summary.total")}</dt>
            <dd>
              <Money value={sums.total} />
            </dd>
          </div>
        </dl>
        <p className={k.muted} style={{ marginBlockStart: 8 }}>
          {confirmed ? t("summary.confirmed") : t("summary.estimate")}
        </p>
        {flow.placeError && (
          <p className={k.alert} role="alert">
            {flow.placeError}
          </p>
        )}
      </section>
      <div className={k.barSpace} />
      <div className={k.bar}>
        <div className={k.barTotal}>
          <span>{t("summary.total")}</span>
          <Money value={sums.total} className={k.barAmount} />
        </div>
        <button
          type="button"
          className={k.btnSolid}
          disabled={flow.busy}
          aria-busy={flow.busy && !flow.dialog}
          onClick={() => void flow.place({ addressId, method, short })}
          data-testid="place-order"
        >
          {t(flow.placeLabel)}
        </button>
      </div>
      {payStep && <BuyPinSheet {...payStep} />}
    </>
  );
}
