import { icon } from "@mall/ui";
import { SHOP_ICON } from "../../components/icons.tsx";

export { ClockIcon } from "../../components/icons.tsx";

/** Checkout pictograms in the shell's stroke style (decorative, aria-hidden). */
export const WalletIcon = icon(
  <>
    <path d="M18 7.5V5.5A1.5 1.5 0 0 0 16.5 4h-11A2.5 2.5 0 0 0 3 6.5v11A2.5 2.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 18.5 8H5.5A2.5 2.5 0 0 1 3 5.5" />
    <circle cx="16" cy="14" r="1.2" />
  </>,
  "WalletIcon",
  SHOP_ICON,
);
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
export const CheckBigIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />, "CheckBigIcon", SHOP_ICON);
