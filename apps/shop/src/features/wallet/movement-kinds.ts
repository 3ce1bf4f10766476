import type { TFunction } from "i18next";

/** The filters of the movements tab (wallet!records' `kind`: an entry kind begins with it). */
export const MOVEMENT_FILTERS = ["all", "deposit", "withdraw", "order", "grant"] as const;
export type MovementFilter = (typeof MOVEMENT_FILTERS)[number];

export const filterOf = (raw: string | null): MovementFilter => MOVEMENT_FILTERS.find((f) => f === raw) ?? "all";

/** Entry kinds are plain words with dashes (order-pay, withdraw-apply); anything else is shown as it came. */
const KIND_WORD = /^[a-z][a-z0-9-]{0,40}$/;

/**
 * An entry kind in the reader's language: the wallet's own names, then the dashboard's older ones, then the
 * kind as the server wrote it.
 */
export function kindLabel(t: TFunction, kind: string): string {
  if (!kind) return "";
  if (!KIND_WORD.test(kind)) return kind;
  return t(`account:wallet.kinds.${kind}`, {
    defaultValue: t(`account:records.kinds.${kind}`, { defaultValue: kind }),
  });
}

/**
 * A journal line's account: the party's own (available, frozen) or a platform account ("platform:escrow"),
 * named by its last word.
 */
export function accountLabel(t: TFunction, account: string): string {
  if (!account) return "";
  const word = account.replace(/^platform:/, "");
  if (!KIND_WORD.test(word)) return account;
  return t(`account:wallet.accounts.${word}`, { defaultValue: account });
}
