import {
  type DepositVo,
  formatAmount,
  formatWireDate,
  MONEY_STATES,
  type WalletRecord,
  type WithdrawalVo,
} from "@mall/contract";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { maskTail, safeHref } from "./money-input.ts";
import { StateBadge } from "./StateBadge.tsx";
import s from "./wallet.module.css";

/** A signed amount: "+10.00" in, "-10.00" out. */
export const signed = (n: number) => `${n > 0 ? "+" : ""}${formatAmount(n)}`;

/** The link of a movement's business record: an order opens its page; deposits and withdrawals their tab. */
export function RefLink({ record }: { record: Pick<WalletRecord, "category" | "ref"> }) {
  if (!record.ref) return null;
  if (record.category.startsWith("order-"))
    return (
      <Link to={`/userInfo/order-detail?id=${encodeURIComponent(record.ref)}`} className={s.linkBtn}>
        <bdi>{record.ref}</bdi>
      </Link>
    );
  return <bdi className={s.mono}>{record.ref}</bdi>;
}

/** What a deposit was paid in: the coin and its network on chain, the currency by card or bank. */
export function paidIn(t: TFunction, d: DepositVo): string {
  if (d.method === "provider") return `${d.currency || d.coin} · ${t("wallet.method.provider")}`;
  if (d.method === "bank") return `${d.currency || d.coin} · ${t("wallet.method.bank")}`;
  return d.blockchain_name && d.blockchain_name !== d.coin ? `${d.coin}-${d.blockchain_name}` : d.coin;
}

/** USDT credited, "--" until it is (spec 3.6: processing, or nothing credited). */
export const credited = (d: DepositVo) => (d.state === MONEY_STATES.ok ? formatAmount(d.amount) : "--");

/** Where the money went: the receiving address on chain, the pay page of a waiting card payment, the bank. */
export function DepositTarget({ deposit: d, full = false }: { deposit: DepositVo; full?: boolean }) {
  const { t } = useTranslation("account");
  if (d.method === "provider") {
    const href = safeHref(d.payUrl);
    return href && d.state === MONEY_STATES.pending ? (
      <a
        href={href}
        className={s.linkBtn}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(e) => e.stopPropagation()}
        data-testid="deposit-pay-link"
      >
        {t("wallet.deposits.payNow")}
      </a>
    ) : (
      <span className={s.muted}>—</span>
    );
  }
  if (d.method === "bank")
    return (
      <span className={s.stack}>
        <span className={s.clip} dir="auto">
          {d.bankName || "—"}
        </span>
        {d.bankCardNo && <bdi className={s.sub}>{maskTail(d.bankCardNo)}</bdi>}
      </span>
    );
  const address = d.channel_address || d.address;
  return address ? (
    <bdi className={full ? s.mono : `${s.clip} ${s.mono}`} title={address}>
      {address}
    </bdi>
  ) : (
    <span className={s.muted}>—</span>
  );
}

/** Where a withdrawal goes: the bound address, or the bank account. */
export function WithdrawalTarget({ withdrawal: w }: { withdrawal: WithdrawalVo }) {
  if (w.to)
    return (
      <bdi className={`${s.clip} ${s.mono}`} title={w.to}>
        {w.to}
      </bdi>
    );
  if (w.bank || w.bankCardNo)
    return (
      <span className={s.stack}>
        <span className={s.clip} dir="auto">
          {w.bank || "—"}
        </span>
        {w.bankCardNo && <bdi className={s.sub}>{maskTail(w.bankCardNo)}</bdi>}
      </span>
    );
  return <span className={s.muted}>—</span>;
}

/** A withdrawal's network ("USDT-TRC20"), or its channel ("bank"). */
export const withdrawalChannel = (t: TFunction, w: WithdrawalVo) =>
  w.to ? w.coin_blockchain || w.coin : t("wallet.method.bank");

/** A record's time and, under it, its order number: one column of the deposit and withdrawal tables. */
export function WhenAndNo({ time, no }: { time: string | null; no: string }) {
  return (
    <span className={s.stack}>
      <time dir="ltr" className={s.whenLine}>
        {formatWireDate(time) || "—"}
      </time>
      <bdi className={`${s.mono} ${s.sub}`} data-testid="money-order-no">
        {no}
      </bdi>
    </span>
  );
}

/** A request's state, and under it why it failed (the staff's words, as text). */
export function StateAndRemark({ state, remark }: { state: number; remark: string }) {
  return (
    <span className={s.stack}>
      <StateBadge state={state} />
      {remark && (
        <span className={s.remark} dir="auto" title={remark} data-testid="money-remark">
          {remark}
        </span>
      )}
    </span>
  );
}
