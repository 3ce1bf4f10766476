import {
  type Cents,
  LISTING_PRICE_ERRORS,
  type ListingPriceProblem,
  listingPriceProblems,
  type MerchantListingPriceInput,
} from "@mall/contract";
import { fail } from "../http/errors.ts";

/** Refuses prices that break a rule of the contract, with the catalogue sentence of the first problem. */
export function assertPrices(p: MerchantListingPriceInput, platform: Cents) {
  const problems = listingPriceProblems(p, platform);
  const first = (["sellingPrice", "discountPrice", "discountWindow"] as const)
    .map((k) => problems[k])
    .find((x): x is ListingPriceProblem => x !== undefined);
  if (first) fail(LISTING_PRICE_ERRORS[first]);
}

/** The discount as a share of the selling price, "0.1500" for 15 % off, truncated to four places. */
export function discountRatio(selling: Cents, discount: Cents): string {
  const basisPoints = ((selling - discount) * 10_000n) / selling;
  return `${basisPoints / 10_000n}.${(basisPoints % 10_000n).toString().padStart(4, "0")}`;
}
