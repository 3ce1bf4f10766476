import { icon } from "@mall/ui";
import { SHOP_ICON } from "../../../components/icons.tsx";

/** Loans, on the shell's 24px line-icon frame (as the loan pages draw coins). */
export const LoansIcon = icon(
  <>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 17c0 1.7 2.7 3 6 3s6-1.3 6-3v-4c0-1.7-2.7-3-6-3" />
  </>,
  "LoansIcon",
  SHOP_ICON,
);

export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />, "CheckIcon", SHOP_ICON);
