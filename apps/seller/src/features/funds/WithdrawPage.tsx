import { MONEY_STATES } from "@mall/contract";
import { PageHeader, Panel, Tabs } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowStartIcon } from "../../components/icons.tsx";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import { useWallet, useWithdrawAddress, useWithdrawals, useWithdrawFee, useWithdrawLimits } from "./api.ts";
import { BankFields } from "./BankFields.tsx";
import { BindAddressForm } from "./BindAddressForm.tsx";
import s from "./withdraw.module.css";
import { WithdrawForm } from "./WithdrawForm.tsx";
import {
  type BankDraft,
  centsOf,
  type Destination,
  EMPTY_BANK,
  feeChannel,
  percentText,
  WITHDRAW_COIN,
} from "./withdraw-form.ts";

type Method = Destination["method"];

/**
 * Asking for a withdrawal: where the money goes (the bound address, bound here the first time, or a bank
 * account), how much, with the fee and what arrives shown before anything is sent, and the fund password.
 */
export function WithdrawPage() {
  const { t } = useTranslation("seller");
  const wallet = useWallet();
  const address = useWithdrawAddress();
  const limits = useWithdrawLimits();
  // One withdrawal at a time: a waiting one is the newest, so the first page tells.
  const latest = useWithdrawals(1);
  const pending = latest.data?.elements.find((w) => w.state === MONEY_STATES.pending);
  const [method, setMethod] = useState<Method>("chain");
  const [bank, setBank] = useState<BankDraft>(EMPTY_BANK);
  const [checked, setChecked] = useState(false);

  const a = address.data;
  const bound = a?.existWithdrawAddress
    ? { coin: a.coinType || WITHDRAW_COIN, protocol: a.chainName, address: a.existWithdrawAddress }
    : undefined;
  const to: Destination | undefined =
    method === "bank"
      ? { method: "bank", bank }
      : bound && { method: "chain", coin: bound.coin, address: bound.address };
  const fee = useWithdrawFee(to ? feeChannel(to) : WITHDRAW_COIN);
  const fraction = fee.data?.withdraw_fee;
  const w = wallet.data;

  return (
    <div className={p.page}>
      <div>
        <Link to="/funds" className={p.backLink}>
          <ArrowStartIcon size={16} className={p.flip} />
          {t("funds.title")}
        </Link>
        <PageHeader title={t("funds.withdrawForm.title")} subtitle={t("funds.withdrawForm.subtitle")} />
      </div>
      {pending && (
        <div className={s.pendingBanner} role="status" data-testid="withdraw-pending">
          <span>{t("funds.withdrawForm.pending", { amount: usdt(pending.volume) })}</span>
          <Link to={`/funds?withdrawal=${encodeURIComponent(pending.order_no)}`}>
            {t("funds.withdrawForm.seePending")}
          </Link>
        </div>
      )}
      <div className={s.withdrawLayout}>
        <aside className={s.withdrawSide}>
          <Panel>
            <dl className={s.sideFigures}>
              <div>
                <dt>{t("funds.balance")}</dt>
                <dd className={s.sideBig}>
                  <bdi className={p.num} data-testid="withdraw-available">
                    {w ? usdt(w.money) : "…"}
                  </bdi>{" "}
                  <small>USDT</small>
                </dd>
              </div>
              <div>
                <dt>{t("funds.frozen")}</dt>
                <dd>
                  <bdi className={p.num}>{w ? usdt(w.frozenMoney) : "…"}</bdi> USDT
                </dd>
              </div>
              <div>
                <dt>{t("funds.withdrawForm.limits")}</dt>
                <dd>
                  <bdi className={p.num}>
                    {limits.data
                      ? `${usdt(limits.data.withdrawAmountMin)} – ${usdt(limits.data.withdrawAmountMax)}`
                      : "…"}
                  </bdi>{" "}
                  USDT
                </dd>
              </div>
              <div>
                <dt>{t("funds.withdrawForm.feeRate")}</dt>
                <dd>
                  <bdi className={p.num}>{fraction === undefined ? "…" : `${percentText(fraction)} %`}</bdi>
                </dd>
              </div>
            </dl>
            <p className={s.sideNote}>{t("funds.withdrawForm.howItWorks")}</p>
          </Panel>
        </aside>
        <div className={s.withdrawMain}>
          <Panel title={t("funds.withdrawForm.toTitle")}>
            <div className={s.methodTabs}>
              <Tabs
                label={t("funds.withdrawForm.toTitle")}
                value={method}
                onChange={setMethod}
                items={[
                  { key: "chain", label: t("funds.withdrawForm.method.chain") },
                  { key: "bank", label: t("funds.withdrawForm.method.bank") },
                ]}
              />
            </div>
            {method === "bank" ? (
              <BankFields value={bank} onChange={setBank} checked={checked} />
            ) : address.isPending ? (
              <p className={p.muted}>{t("ui.loading")}</p>
            ) : bound ? (
              <div className={s.bound} data-testid="bound-address">
                <span className={s.boundHead}>
                  <strong>{bound.coin}</strong>
                  {bound.protocol && <span className={s.chip}>{bound.protocol}</span>}
                  <span className={s.boundLabel}>{t("funds.withdrawForm.boundLabel")}</span>
                </span>
                <bdi className={`${p.mono} ${s.address}`} dir="ltr">
                  {bound.address}
                </bdi>
                <span className={s.boundNote}>{t("funds.withdrawForm.boundNote")}</span>
              </div>
            ) : (
              <BindAddressForm />
            )}
          </Panel>
          <Panel title={t("funds.withdrawForm.amountTitle")}>
            {to && w && limits.data ? (
              <WithdrawForm
                to={to}
                rules={{
                  available: centsOf(w.money),
                  min: centsOf(limits.data.withdrawAmountMin),
                  max: centsOf(limits.data.withdrawAmountMax),
                  fraction: fraction ?? 0,
                }}
                feeKnown={fraction !== undefined}
                blocked={Boolean(pending)}
                onTried={() => setChecked(true)}
              />
            ) : (
              <p className={p.muted}>{to || address.isPending ? t("ui.loading") : t("funds.withdrawForm.bindFirst")}</p>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
