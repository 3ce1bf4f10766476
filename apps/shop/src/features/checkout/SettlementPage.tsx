import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import c from "../../components/controls.module.css";
import { CartIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { Money } from "../../components/goods/Price.tsx";
import { EmptyState } from "../../components/goods/States.tsx";
import { useSession } from "../../lib/session.ts";
import { authPath } from "../account/index.ts";
import { readHandoff, totalsOf } from "../cart/index.ts";
import { usePageTitle } from "../site/index.ts";
import { useUsdtBalance } from "../user-center/index.ts";
import { AddressSection } from "./AddressSection.tsx";
import { balanceShort, type PaymentMethod, submittedTotals } from "./checkout-math.ts";
import { GoodsSection } from "./GoodsSection.tsx";
import { ClockIcon } from "./icons.tsx";
import { PayDialog } from "./PayDialog.tsx";
import { PaymentSection } from "./PaymentSection.tsx";
import { FreightAndTax } from "./FreightAndTax.tsx";
import s from "./SettlementPage.module.css";
import { Steps } from "./Steps.tsx";
import { useCheckoutFlow } from "./useCheckoutFlow.ts";

/** /settlement: guests log in first; without handed-off goods there is nothing to check out. */
export default function SettlementPage() {
  const { t } = useTranslation("checkout");
  const { loggedIn } = useSession();
  // Read once: this page is not cached, so each visit starts from what the cart or "buy now" handed over.
  const [handoff] = useState(readHandoff);
  usePageTitle(t("settlement.title"));

  if (!loggedIn) return <Navigate to={authPath("login", "/settlement")} replace />;
  return (
    <div className={l.page}>
      <div className={l.container}>
        <Steps at={2} title={<h1 className={l.pageTitle}>{t("settlement.title")}</h1>} />
        {handoff ? (
          <Checkout handoff={handoff} />
        ) : (
          <div className={l.panel}>
            <EmptyState
              icon={<CartIcon size={28} />}
              title={t("settlement.nothingTitle")}
              text={t("settlement.nothingText")}
              action={
                <Link to="/index" className={l.btnPrimary}>
                  {t("settlement.backToShop")}
                </Link>
              }
            />
          </div>
        )}
      </div>
    </div>
  );
}

function Checkout({ handoff }: { handoff: NonNullable<ReturnType<typeof readHandoff>> }) {
  const { t } = useTranslation("checkout");
  const [addressId, setAddressId] = useState<string | undefined>();
  const [method, setMethod] = useState<PaymentMethod>("balance");
  const flow = useCheckoutFlow(handoff);
  const balance = useUsdtBalance();
  const estimate = totalsOf(handoff.items);
  const confirmed = flow.submitted ? submittedTotals(flow.submitted) : undefined;
  const sums = confirmed ?? estimate;
  const short = balanceShort(balance.data?.money, sums.total);

  const payStep = flow.payStep(sums.total);
  return (
    <div className={s.layout}>
      <div className={s.main}>
        {flow.submitted && !flow.dialog && (
          <div className={s.unpaid} role="status" data-testid="unpaid-notice">
            <ClockIcon size={20} />
            <p>
              {t("unpaid.text")}{" "}
              <Link to="/userInfo/my-order?index=2" className={c.inlineLink}>
                {t("unpaid.link")}
              </Link>
            </p>
          </div>
        )}
        <AddressSection selectedId={addressId} onSelect={setAddressId} />
        <GoodsSection items={handoff.items} />
        <PaymentSection method={method} onMethod={setMethod} short={short} online={flow.online} />
      </div>
      <aside className={s.aside}>
        <div className={s.summary}>
          <h2 className={s.summaryTitle}>{t("summary.title")}</h2>
          <dl className={s.sumList}>
            <div>
              <dt>{t("summary.goods", { count: estimate.units })}</dt>
              <dd>
                <Money value={sums.goods} />
              </dd>
            </div>
            <FreightAndTax sums={sums} />
          </dl>
          <div className={s.grand}>
            <span>{t("summary.total")}</span>
            <Money value={sums.total} className={s.grandValue} />
          </div>
          <p className={s.sumNote}>{confirmed ? t("summary.confirmed") : t("summary.estimate")}</p>
          {flow.placeError && (
            <p className={c.formAlert} role="alert">
              {flow.placeError}
            </p>
          )}
          <button
            type="button"
            className={s.placeBtn}
            disabled={flow.busy}
            aria-busy={flow.busy && !flow.dialog}
            onClick={() => void flow.place({ addressId, method, short })}
            data-testid="place-order"
          >
            {t(flow.placeLabel)}
          </button>
          <p className={s.secure}>{t("summary.secure")}</p>
        </div>
      </aside>
      {payStep && <PayDialog {...payStep} />}
    </div>
  );
}
