import {
  centsToWire,
  type ListingPriceField,
  type ListingPriceProblem,
  listingPriceProblems,
  type MerchantListing,
  type MerchantListingPriceInput,
  PRICE_TEXT,
  parseCents,
} from "@mall/contract";
import type { TFunction } from "i18next";
import { localInputToWire, marginPercent, priceText, usdt, wireToLocalInput } from "../../lib/format.ts";

/** The price editor's fields as typed; the window in the reader's zone (datetime-local values). */
export type PriceDraft = {
  sellingPrice: string;
  discountOn: boolean;
  discountPrice: string;
  start: string;
  end: string;
};

const DAY = 86_400_000;
const localInput = (d: Date) => {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function draftOf(l: MerchantListing): PriceDraft {
  const now = new Date();
  now.setSeconds(0, 0);
  return {
    sellingPrice: priceText(l.sellingPrice),
    discountOn: l.discountPrice !== null,
    discountPrice: l.discountPrice !== null ? priceText(l.discountPrice) : "",
    // A new discount starts now and runs a week unless the seller says otherwise.
    start: l.discountStart ? wireToLocalInput(l.discountStart) : localInput(now),
    end: l.discountEnd ? wireToLocalInput(l.discountEnd) : localInput(new Date(now.getTime() + 7 * DAY)),
  };
}

/** The call's parameters: wire dates, and no discount fields when the discount is off. */
export const inputOf = (d: PriceDraft): MerchantListingPriceInput => ({
  sellingPrice: d.sellingPrice.trim(),
  ...(d.discountOn
    ? {
        discountPrice: d.discountPrice.trim(),
        discountStart: localInputToWire(d.start),
        discountEnd: localInputToWire(d.end),
      }
    : {}),
});

/** The contract's price rules (the server applies the same), as sentences beside the fields. */
export function priceErrors(
  t: TFunction,
  d: PriceDraft,
  systemPrice: number,
): Partial<Record<ListingPriceField, string>> {
  const problems = listingPriceProblems(inputOf(d), parseCents(systemPrice) ?? 0n);
  const out: Partial<Record<ListingPriceField, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [ListingPriceField, ListingPriceProblem][]) {
    out[field] = t(`goods.problem.${problem}`, { price: usdt(systemPrice) });
  }
  return out;
}

/** What the store keeps per unit at a typed price; undefined while the text is not a price. */
export function marginAt(
  text: string,
  systemPrice: number,
): { amount: string; percent: string; loss: boolean } | undefined {
  const t = text.trim();
  if (!PRICE_TEXT.test(t)) return undefined;
  const price = parseCents(t) ?? 0n;
  const cost = parseCents(systemPrice) ?? 0n;
  const margin = price - cost;
  return {
    amount: usdt(centsToWire(margin)),
    percent: marginPercent(centsToWire(price), centsToWire(margin)),
    loss: margin < 0n,
  };
}

/** A first discount to offer: 10 % off the selling price, never below the platform price. */
export function suggestedDiscount(sellingText: string, systemPrice: number): string {
  const selling = PRICE_TEXT.test(sellingText.trim()) ? parseCents(sellingText) : undefined;
  const cost = parseCents(systemPrice) ?? 0n;
  if (selling === undefined || selling <= cost) return "";
  const tenOff = (selling * 90n) / 100n;
  return priceText(centsToWire(tenOff > cost ? tenOff : cost));
}
