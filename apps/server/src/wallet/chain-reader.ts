import { decimalText, parseDecimal } from "./amounts.ts";

/**
 * The hash-assisted deposit check (issue 11): what the chain says about the transaction a buyer named, set
 * against the deposit, so staff approve a verified match rather than a screenshot. Reading the chain is a
 * ChainReader's (evm-reader.ts); matching what it read is pure, here.
 */

/** One token Transfer log. Addresses are lower-case 0x hex; `amount` is in the token's base units. */
export type ChainTransfer = { logIndex: number; token: string; from: string; to: string; amount: bigint };

/** A mined transaction: `confirmations` counts its own block (1 when it is in the newest block). */
export type ChainTx = {
  hash: string;
  status: "success" | "reverted";
  confirmations: number;
  transfers: ChainTransfer[];
};

export interface ChainReader {
  /** The deposit networks it reads, e.g. ["ERC20"]. */
  readonly networks: readonly string[];
  /**
   * The transaction, or null for a hash that is malformed, unknown or not mined yet. Throws when the node
   * cannot be asked: the deposit is then shown as not verified, to be approved by hand.
   */
  transaction(network: string, hash: string): Promise<ChainTx | null>;
}

/** How the chain's amount compares with the volume the buyer typed. */
export type AmountRelation = "equal" | "below" | "above";

export type DepositCheckItems = {
  /** The transaction is mined. */
  found: { ok: boolean };
  /** ...and did not revert. */
  succeeded: { ok: boolean };
  /** One of its Transfer logs pays the receiving address. */
  toAddress: { ok: boolean };
  /** ...in the channel's token (a look-alike "USDT" is another contract). */
  token: { ok: boolean };
  /** ...of exactly the typed volume; `chainAmount` is that transfer's amount as decimal text. */
  amount: { ok: boolean; relation: AmountRelation | null; chainAmount: string | null };
  confirmations: { ok: boolean; have: number; need: number };
  /** The transfer (hash and log index) has credited no deposit before. */
  unused: { ok: boolean };
};

/** What staff see before approving a chain deposit. Not configured: no reader for the network, check by hand. */
export type DepositCheck =
  | { configured: false; verified: false }
  | { configured: true; verified: boolean; logIndex: number | null; items: DepositCheckItems };

export const NOT_CONFIGURED: DepositCheck = { configured: false, verified: false };

export type DepositToMatch = {
  receivingAddress: string;
  tokenContract: string;
  /** The token's decimals (USDT: 6). */
  decimals: number;
  minConfirmations: number;
  /** The coin amount the buyer typed, as decimal text ("12.5"). */
  expectedVolume: string;
  tx: ChainTx | null;
  /** Whether this hash (and log index) already credited a deposit (the chain_credit table). */
  usedBefore: boolean;
};

export function matchDeposit(input: DepositToMatch): DepositCheck {
  const { tx } = input;
  const volume = parseDecimal(input.expectedVolume);
  if (!volume) throw new Error(`bad volume ${input.expectedVolume}`);
  const relationOf = (t: ChainTransfer) =>
    compare(t.amount * 10n ** BigInt(volume.places), volume.units * 10n ** BigInt(input.decimals));

  const receiving = input.receivingAddress.toLowerCase();
  const token = input.tokenContract.toLowerCase();
  const toUs = (tx?.transfers ?? []).filter((t) => t.to.toLowerCase() === receiving);
  const inToken = toUs.filter((t) => t.token.toLowerCase() === token);
  // Of several transfers to us, the one that matches best is the one judged.
  const transfer = inToken.find((t) => relationOf(t) === "equal") ?? inToken[0] ?? toUs[0];
  const relation = transfer && inToken.includes(transfer) ? relationOf(transfer) : null;

  const have = tx?.confirmations ?? 0;
  const items: DepositCheckItems = {
    found: { ok: tx !== null },
    succeeded: { ok: tx?.status === "success" },
    toAddress: { ok: transfer !== undefined },
    token: { ok: relation !== null },
    amount: {
      ok: relation === "equal",
      relation,
      chainAmount: relation && transfer ? decimalText({ units: transfer.amount, places: input.decimals }) : null,
    },
    confirmations: { ok: have >= input.minConfirmations, have, need: input.minConfirmations },
    unused: { ok: !input.usedBefore },
  };
  const verified = Object.values(items).every((item) => item.ok);
  return { configured: true, verified, logIndex: transfer?.logIndex ?? null, items };
}

function compare(a: bigint, b: bigint): AmountRelation {
  return a === b ? "equal" : a < b ? "below" : "above";
}

export type DepositCheckLine = { key: keyof DepositCheckItems; ok: boolean; detail: string };

/** The check as the console's list of lines (`chainCheckVo.items`): one per item, with what the chain said. */
export function depositCheckLines(check: DepositCheck): DepositCheckLine[] {
  if (!check.configured) return [];
  const { amount, confirmations } = check.items;
  const details: Partial<Record<keyof DepositCheckItems, string>> = {
    toAddress: check.logIndex === null ? "" : `log ${check.logIndex}`,
    amount: amount.chainAmount === null ? "" : `${amount.chainAmount} (${amount.relation})`,
    confirmations: `${confirmations.have}/${confirmations.need}`,
  };
  return (Object.keys(check.items) as (keyof DepositCheckItems)[]).map((key) => ({
    key,
    ok: check.items[key].ok,
    detail: details[key] ?? "",
  }));
}
