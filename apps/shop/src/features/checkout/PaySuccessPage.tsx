import { formatAmount, parseCents } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import c from "../../components/controls.module.css";
import l from "../../components/goods/layout.module.css";
import { Money } from "../../components/goods/Price.tsx";
import { Skeleton } from "../../components/goods/States.tsx";
import { useSession } from "../../lib/session.ts";
import { authPath } from "../account/index.ts";
import { usePageTitle } from "../site/index.ts";
import { useUsdtBalance } from "../user-center/index.ts";
import { usePaidOrders } from "./api.ts";
import { orderIdsOf, wasPaid } from "./checkout-math.ts";
import { CheckBigIcon } from "./icons.tsx";
import s from "./PaySuccessPage.module.css";
import { Steps } from "./Steps.tsx";

const MY_ORDERS = "/userInfo/my-order";

/** /paySuccess?orders=a,b: what was paid (the server's amounts), the order numbers, and where to go next. */
export default function PaySuccessPage() {
  const { t } = useTranslation("checkout");
  const [params] = useSearchParams();
  const ids = orderIdsOf(params.get("orders"));
  const { loggedIn } = useSession();
  const orders = usePaidOrders(ids);
  const balance = useUsdtBalance();
  usePageTitle(t("success.title"));

  if (!loggedIn) return <Navigate to={authPath("login", `/paySuccess?orders=${ids.join(",")}`)} replace />;
  const loading = orders.some((q) => q.isPending);
  // Opened without a payment (no orders named, or none of them paid): there is nothing to celebrate.
  const nothingPaid = orders.every((q) => q.isError || (q.data && !wasPaid(q.data.status)));
  if (ids.length === 0 || (!loading && nothingPaid)) return <Navigate to={MY_ORDERS} replace />;
  const paid = orders.reduce((sum, q) => sum + (q.data ? (parseCents(q.data.totalPrice) ?? 0n) : 0n), 0n);

  return (
    <div className={l.page}>
      <div className={l.container}>
        <Steps at={3} />
        <section className={s.success}>
          <span className={s.successIcon}>
            <CheckBigIcon size={40} />
          </span>
          <h1 className={s.successTitle}>{t("success.title")}</h1>
          <p className={s.successLead}>{t("success.lead")}</p>
          <div className={s.successAmount}>
            <span>{t("success.paid")}</span>
            {loading ? <Skeleton width={160} height={34} /> : <Money value={paid} className={s.successValue} />}
          </div>
          {ids.length > 0 && (
            <ul className={s.paidList} data-testid="paid-orders">
              {ids.map((id, i) => {
                const o = orders[i]?.data;
                return (
                  <li key={id}>
                    <span className={s.paidId}>
                      {t("success.orderNo")} <bdi>{id}</bdi>
                    </span>
                    <span className={s.paidStore}>{o?.sellerName ?? ""}</span>
                    <span className={s.paidAmount}>{o ? <Money value={o.totalPrice} /> : null}</span>
                  </li>
                );
              })}
            </ul>
          )}
          <p className={s.successBalance} data-testid="success-balance">
            {balance.data ? t("success.balance", { amount: formatAmount(balance.data.money) }) : "\u00a0"}
          </p>
          <div className={s.successBtns}>
            <Link to={MY_ORDERS} className={l.btnOutline}>
              {t("success.viewOrders")}
            </Link>
            <Link to="/index" className={l.btnPrimary}>
              {t("success.continue")}
            </Link>
          </div>
          <p className={c.muted}>{t("success.shipNote")}</p>
        </section>
      </div>
    </div>
  );
}
