import { formatAmount } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUsdtBalance } from "../user-center/index.ts";
import { isOpenMethod, type PaymentMethod } from "./checkout-math.ts";
import { CardIcon, PaypalIcon, WalletIcon } from "./icons.tsx";

/** A payment method's picture, at the layout's size. */
export function MethodIcon({ method, size }: { method: PaymentMethod; size: number }) {
  return method === "balance" ? (
    <WalletIcon size={size} />
  ) : method === "card" ? (
    <CardIcon size={size} />
  ) : (
    <PaypalIcon size={size} />
  );
}

/** A method's name and the line under it: the USDT balance for the balance, the method's own line otherwise. */
export function MethodText({ method, className }: { method: PaymentMethod; className: string | undefined }) {
  const { t } = useTranslation("checkout");
  const balance = useUsdtBalance();
  return (
    <>
      <strong>{t(`methods.${method}.name`)}</strong>
      {method === "balance" ? (
        <span className={className} data-testid="settle-balance">
          {balance.isPending
            ? t("methods.balance.loading")
            : balance.isError
              ? "—"
              : t("methods.balance.available", { amount: formatAmount(balance.data.money) })}
        </span>
      ) : (
        <span className={className}>{t(`methods.${method}.sub`)}</span>
      )}
    </>
  );
}

/**
 * What the chosen method needs said under the list: not open in this region, paid at the provider, or a balance
 * that does not cover the amount due (with the way to a deposit).
 */
export function MethodNotes({
  method,
  online,
  short,
  depositPath,
  classes,
}: {
  method: PaymentMethod;
  online: boolean;
  short: boolean;
  depositPath: string;
  classes: { note: string | undefined; link: string | undefined };
}) {
  const { t } = useTranslation("checkout");
  const { t: tr } = useTranslation();
  return (
    <>
      {!isOpenMethod(method, online) && (
        <p className={classes.note} role="status">
          {tr("errors:paymentNotOpenInRegion")}
        </p>
      )}
      {method !== "balance" && online && (
        <p className={classes.note} role="status">
          {t("methods.online")}
        </p>
      )}
      {method === "balance" && short && (
        <p className={classes.note} role="status">
          {tr("errors:insufficientBalance")}{" "}
          <Link to={depositPath} className={classes.link}>
            {t("methods.balance.deposit")}
          </Link>
        </p>
      )}
    </>
  );
}
