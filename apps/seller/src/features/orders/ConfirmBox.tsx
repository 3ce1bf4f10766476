import { centsToWire, type MerchantOrderDetail, parseCents } from "@mall/contract";
import { ApiError, apiErrorText, Button, WarningIcon } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/FormAlert.tsx";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import { useWallet } from "../funds/index.ts";
import { useConfirmOrder } from "./api.ts";
import s from "./orders.module.css";

/**
 * A paid order waits for the seller: confirming buys its goods from the platform at the wholesale price,
 * debited from the store's balance now. The cost and the balance after are shown before the click; the
 * server decides, and its refusal (not enough balance) is shown here.
 */
export function ConfirmBox({ order: { orderInfo: o } }: { order: MerchantOrderDetail }) {
  const { t } = useTranslation("seller");
  const wallet = useWallet();
  const confirm = useConfirmOrder();
  const [refusal, setRefusal] = useState<string | null>(null);
  const balance = wallet.data ? (parseCents(wallet.data.money) ?? 0n) : undefined;
  const cost = parseCents(o.systemPrice) ?? 0n;
  const after = balance === undefined ? undefined : balance - cost;
  const short = after !== undefined && after < 0n;
  return (
    <section className={s.confirm} data-testid="confirm-box">
      <div className={s.confirmHead}>
        <strong>{t("orders.confirm.title")}</strong>
        <p>{t("orders.confirm.body")}</p>
      </div>
      <dl className={s.confirmFigures}>
        <div>
          <dt>{t("orders.confirm.cost")}</dt>
          <dd className={`${p.num} ${s.confirmCost}`} data-testid="wholesale-cost">
            {usdt(o.systemPrice)} <small>USDT</small>
          </dd>
        </div>
        <div>
          <dt>{t("orders.confirm.balance")}</dt>
          <dd className={p.num}>{wallet.data ? usdt(wallet.data.money) : "…"}</dd>
        </div>
        <div>
          <dt>{t("orders.confirm.after")}</dt>
          <dd className={`${p.num} ${short ? p.negative : ""}`}>
            {after === undefined ? "…" : usdt(centsToWire(after))}
          </dd>
        </div>
      </dl>
      {short && (
        <p className={s.confirmWarn}>
          <WarningIcon size={16} />
          {t("orders.confirm.short")}
        </p>
      )}
      <FormAlert>{refusal}</FormAlert>
      <Button
        variant="primary"
        block
        loading={confirm.isPending}
        onClick={() => {
          setRefusal(null);
          confirm.mutate(o.id, {
            onError: (err) => setRefusal(err instanceof ApiError ? apiErrorText(t, err) : t("errors:systemError")),
          });
        }}
        data-testid="confirm-order"
      >
        {t("orders.confirm.submit", { amount: usdt(o.systemPrice) })}
      </Button>
    </section>
  );
}
