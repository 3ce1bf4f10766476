import { icon } from "@mall/ui";
import { SHOP_ICON } from "../../components/icons.tsx";

/** The wallet's pictograms in the shell's stroke style (decorative, aria-hidden). */
export const CoinIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9 9.5h6M12 9.5V17M8.5 12.5c2 .9 5 .9 7 0" />
  </>,
  "CoinIcon",
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
export const BankIcon = icon(
  <>
    <path d="M3.5 9.5 12 4.5l8.5 5" />
    <path d="M5.5 10v7M10 10v7M14 10v7M18.5 10v7M3.5 20h17" />
  </>,
  "BankIcon",
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
