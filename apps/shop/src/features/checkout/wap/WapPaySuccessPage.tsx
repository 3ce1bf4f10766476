import { formatAmount, parseCents } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { Money } from "../../../components/goods/Price.tsx";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useSession } from "../../../lib/session.ts";
import { useUsdtBalance } from "../../user-center/index.ts";
import { usePaidOrders } from "../api.ts";
import { orderIdsOf, wasPaid } from "../checkout-math.ts";
import { CheckBigIcon } from "../icons.tsx";
import s from "./WapCheckout.module.css";

/** /wap/pay-success?orders=a,b: what was paid (the server's amounts), the order numbers, where to go next. */
export default function WapPaySuccessPage() {
  const { t } = useTranslation("checkout");
  const { t: w } = useTranslation("wap");
  const [params] = useSearchParams();
  const ids = orderIdsOf(params.get("orders"));
  const { loggedIn } = useSession();
  const orders = usePaidOrders(ids);
  const balance = useUsdtBalance();

  if (!loggedIn) return <Navigate to={wapPaths.login(`${wapPaths.paySuccess}?orders=${ids.join(",")}`)} replace />;
  const loading = orders.some((q) => q.isPending);
  // Opened without a payment (no orders named, or none of them paid): there is nothing to celebrate.
  const nothingPaid = orders.every((q) => q.isError || (q.data && !wasPaid(q.data.status)));
  if (ids.length === 0 || (!loading && nothingPaid)) return <Navigate to={wapPaths.orders()} replace />;
  const paid = orders.reduce((sum, q) => sum + (q.data ? (parseCents(q.data.totalPrice) ?? 0n) : 0n), 0n);

  return (
    <WapPage title={w("pages.WapPaySuccessPage")}>
      <section className={s.success} data-testid="pay-success">
        <span className={s.successIcon}>
          <CheckBigIcon size={40} />
        </span>
        <h2 className={s.successTitle}>{t("success.title")}</h2>
        <p className={k.muted}>{t("success.lead")}</p>
        <div className={s.successAmount}>
          <span>{t("success.paid")}</span>
          {loading ? (
            <span className={k.skeleton} style={{ inlineSize: 140, blockSize: 34, marginBlockEnd: 0 }} />
          ) : (
            <Money value={paid} className={s.successValue} />
          )}
        </div>
        <ul className={s.paid} data-testid="paid-orders">
          {ids.map((id, i) => {
            const o = orders[i]?.data;
            return (
              <li key={id}>
                <span>
                  {t("success.orderNo")} <bdi>{id}</bdi>
                </span>
                <span className={s.paidAmount}>{o ? <Money value={o.totalPrice} /> : null}</span>
                <span className={s.paidStore}>{o?.sellerName ?? ""}</span>
              </li>
            );
          })}
        </ul>
        <p className={k.muted} data-testid="success-balance">
          {balance.data ? t("success.balance", { amount: formatAmount(balance.data.money) }) : "\u00a0"}
        </p>
        <div className={s.buttons}>
          <Link to="/wap" className={k.btnSolid}>
            {t("success.continue")}
          </Link>
          <Link to={wapPaths.orders()} className={k.btnGhost} data-testid="success-orders">
            {t("success.viewOrders")}
          </Link>
        </div>
        <p className={k.muted}>{t("success.shipNote")}</p>
      </section>
    </WapPage>
  );
}
