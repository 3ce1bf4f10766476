import { MONEY_STATES } from "@mall/contract";
import { useDeposits } from "./api.ts";
import { BankDepositForm } from "./BankDepositForm.tsx";
import { ChainDepositForm } from "./ChainDepositForm.tsx";
import { BankIcon, CardIcon, CoinIcon } from "./icons.tsx";
import { useMethodParam } from "./method-param.ts";
import { ProviderDepositForm } from "./ProviderDepositForm.tsx";
import { useAfterDeposit } from "./useMoneyForm.ts";

/** The three ways to deposit, the first the default: on chain, by card through the provider, by bank transfer. */
export const DEPOSIT_METHODS = ["chain", "provider", "bank"] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/**
 * The deposit pages' state, desktop and phone alike: the chosen way lives in the query (?method=, none for the
 * default), so reloading keeps it; `waiting` is the newest deposit while the server still processes it (one
 * unfinished deposit at a time); `after` leads to the deposit records (`recordsPath`) once a request is in.
 */
export function useDepositChoice(recordsPath?: string) {
  const [method, choose] = useMethodParam(DEPOSIT_METHODS);
  const after = useAfterDeposit(recordsPath);
  const latest = useDeposits(1);
  const waiting = latest.data?.elements.find((d) => d.state === MONEY_STATES.pending);
  return { method, choose, after, waiting };
}

export function DepositMethodIcon({ method }: { method: DepositMethod }) {
  return method === "chain" ? (
    <CoinIcon size={20} />
  ) : method === "provider" ? (
    <CardIcon size={20} />
  ) : (
    <BankIcon size={20} />
  );
}

/** The form of the chosen way. */
export function DepositForm({ method, after }: { method: DepositMethod; after: ReturnType<typeof useAfterDeposit> }) {
  return method === "chain" ? (
    <ChainDepositForm after={after} />
  ) : method === "provider" ? (
    <ProviderDepositForm after={after} />
  ) : (
    <BankDepositForm after={after} />
  );
}
