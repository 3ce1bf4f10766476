import { useEffect, useRef, useState } from "react";
import { useWithdrawOpen } from "./api.ts";
import type { Problem } from "./money-input.ts";
import { useWithdrawAmount } from "./WithdrawAmount.tsx";
import { useWithdrawSubmit } from "./useWithdrawSubmit.ts";

/** A bank withdrawal's account fields: the holder, bank and number are needed, the rest helps some banks. */
export const BANK_FIELDS = [
  { key: "bankUserName", max: 100, needed: true, dir: "auto" },
  { key: "bankName", max: 100, needed: true, dir: "auto" },
  { key: "bankCardNo", max: 34, needed: true, dir: "ltr" },
  { key: "swiftCode", max: 11, needed: false, dir: "ltr" },
  { key: "routingNum", max: 34, needed: false, dir: "ltr" },
  { key: "countryName", max: 60, needed: false, dir: "auto" },
  { key: "bankAddress", max: 200, needed: false, dir: "auto" },
  { key: "accountAddress", max: 200, needed: false, dir: "auto" },
] as const;
export type BankKey = (typeof BANK_FIELDS)[number]["key"];
export type BankAccount = Record<BankKey, string>;

/**
 * What both withdrawal forms check before the fund password: their fields' problems (shown once a send was
 * tried) and the amount. `check()` marks the form tried and says whether it may go on.
 */
function useChecks(problems: Record<string, Problem | undefined>, amountReady: boolean) {
  const [tried, setTried] = useState(false);
  const shown = (k: string) => (tried ? problems[k] : undefined);
  const ready = amountReady && !Object.values(problems).some(Boolean);
  const check = () => {
    setTried(true);
    return ready;
  };
  return { tried, shown, check };
}

/**
 * A crypto withdrawal's rules, for the desktop form and the /wap page alike (withdraw!withdraw_open): only to
 * the bound address, whose binding opens by itself once when there is none; the amount with its fee; the fund
 * password last. `records` is where the page goes once it is sent.
 */
export function useChainWithdraw(records?: string) {
  const open = useWithdrawOpen();
  const bound = open.data?.existWithdrawAddress ?? "";
  const coin = open.data?.coinType || "USDT";
  const w = useWithdrawAmount(coin);
  const submit = useWithdrawSubmit(records);
  const [binding, setBinding] = useState(false);
  const asked = useRef(false);

  // No address yet: the binding opens by itself, once (as the original's withdraw page asked first).
  useEffect(() => {
    if (open.data && !open.data.existWithdrawAddress && !asked.current) {
      asked.current = true;
      setBinding(true);
    }
  }, [open.data]);

  const checks = useChecks({ address: bound ? undefined : { key: "bindFirst" }, amount: w.problem }, w.ready);
  const send = () => void submit.send({ amount: w.amount.trim(), from: bound, channel: coin });
  return { open, bound, coin, w, submit, binding, setBinding, ...checks, send };
}

/** A bank withdrawal's rules (channel "bank"), for the desktop form and the /wap page alike. */
export function useBankWithdraw(records?: string) {
  const w = useWithdrawAmount("bank");
  const submit = useWithdrawSubmit(records);
  const [bank, setBank] = useState<BankAccount>(
    () => Object.fromEntries(BANK_FIELDS.map((fld) => [fld.key, ""])) as BankAccount,
  );
  const problems: Record<string, Problem | undefined> = { amount: w.problem };
  for (const fld of BANK_FIELDS) if (fld.needed && !bank[fld.key].trim()) problems[fld.key] = { key: "required" };
  const checks = useChecks(problems, w.ready);
  const setField = (key: BankKey, value: string) => setBank((b) => ({ ...b, [key]: value }));
  const send = () => {
    const extra = Object.fromEntries(BANK_FIELDS.map((fld) => [fld.key, bank[fld.key].trim() || undefined]));
    void submit.send({ amount: w.amount.trim(), channel: "bank", ...extra });
  };
  return { w, submit, bank, setField, ...checks, send };
}
