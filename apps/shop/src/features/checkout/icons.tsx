import { icon, redrawn } from "@mall/ui";
import { CheckIcon } from "../../components/goods/icons.tsx";
import { SHOP_ICON } from "../../components/icons.tsx";

export { ClockIcon, WalletIcon } from "../../components/icons.tsx";

/** Checkout pictograms in the shell's stroke style (decorative, aria-hidden). */
export const CardIcon = icon(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 9.5h19M6.5 15h4" />
  </>,
  "CardIcon",
  SHOP_ICON,
);
export const PaypalIcon = icon(
  <>
    <path d="M7.5 20 10 4h6a4 4 0 0 1 0 8h-4.2L10.6 20z" />
    <path d="M10.4 8.5H15" />
  </>,
  "PaypalIcon",
  SHOP_ICON,
);
export const LockIcon = icon(
  <>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </>,
  "LockIcon",
  SHOP_ICON,
);
export const CheckBigIcon = redrawn(CheckIcon, SHOP_ICON);
