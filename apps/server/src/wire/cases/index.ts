import type { WireCase } from "../case.ts";
import { accountCases } from "./accounts.ts";
import { addressCases } from "./addresses.ts";
import { catalogueCases } from "./catalogue.ts";
import { favouriteCases } from "./favourites.ts";
import { orderCases } from "./orders.ts";
import { reviewCases } from "./reviews.ts";
import { siteCases } from "./site.ts";
import { uploadCases } from "./uploads.ts";
import { loanCases } from "./loans.ts";
import { chatCases } from "./chat.ts";
import { moneyCases, walletCases } from "./wallet.ts";

/** Every case, in the order they run: each uses its own rows of the world; only the lottery's two depend on order. */
export const CASES: readonly WireCase[] = [
  ...siteCases,
  ...catalogueCases,
  ...favouriteCases,
  ...reviewCases,
  ...accountCases,
  ...addressCases,
  ...orderCases,
  ...walletCases,
  ...moneyCases,
  ...loanCases,
  ...chatCases,
  ...uploadCases,
];
