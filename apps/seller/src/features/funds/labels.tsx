import { StatusBadge } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { accountKey, isKnownAccount, isKnownKind, kindTone, withdrawalState } from "./kinds.ts";

/** A journal entry's kind as a coloured label; a kind this app does not know shows as the server names it. */
export function KindBadge({ kind }: { kind: string }) {
  const { t } = useTranslation("seller");
  return <StatusBadge tone={kindTone(kind)}>{isKnownKind(kind) ? t(`funds.kind.${kind}`) : kind}</StatusBadge>;
}

/** An account of a journal entry by name: the store's available or frozen money, or the platform's. */
export function AccountName({ account }: { account: string }) {
  const { t } = useTranslation("seller");
  return <>{isKnownAccount(account) ? t(accountKey(account)) : account}</>;
}

export function WithdrawalBadge({ state }: { state: number }) {
  const { t } = useTranslation("seller");
  const s = withdrawalState(state);
  return <StatusBadge tone={s.tone}>{t(`funds.withdrawals.state.${s.key}`)}</StatusBadge>;
}
