import { icon } from "@mall/ui";
import { SHOP_ICON } from "../../components/icons.tsx";

/** The loan pages' pictograms in the shell's stroke style (decorative, aria-hidden). */
export { ClockIcon, ShieldIcon, WalletIcon } from "../../components/icons.tsx";

export const CoinsIcon = icon(
  <>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 17c0 1.7 2.7 3 6 3s6-1.3 6-3v-4c0-1.7-2.7-3-6-3" />
  </>,
  "CoinsIcon",
  SHOP_ICON,
);

export const CalendarIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
  "CalendarIcon",
  SHOP_ICON,
);

export const BoltIcon = icon(<path d="M13 2.5 4.5 13.5H12L11 21.5l8.5-11H12l1-8Z" />, "BoltIcon", SHOP_ICON);

export const PercentIcon = icon(
  <>
    <path d="M19 5 5 19" />
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </>,
  "PercentIcon",
  SHOP_ICON,
);

export const DocumentIcon = icon(
  <>
    <path d="M6 2.5h8l4.5 4.5v14.5H6Z" />
    <path d="M14 2.5V7h4.5M9 12h6.5M9 16h6.5" />
  </>,
  "DocumentIcon",
  SHOP_ICON,
);

export const IdCardIcon = icon(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <circle cx="8.5" cy="11" r="2.2" />
    <path d="M5 16.2c.6-1.5 2-2.2 3.5-2.2s2.9.7 3.5 2.2M14.5 10h4M14.5 13.5h3" />
  </>,
  "IdCardIcon",
  SHOP_ICON,
);
