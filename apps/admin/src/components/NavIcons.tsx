import { icon } from "@mall/ui";

/** Navigation icons the shared set does not have, drawn with its frame (24-unit grid, 1.8 stroke, 18px). */
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </>,
  "MailIcon",
);

export const ShieldIcon = icon(
  <>
    <path d="M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6l-7-3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
  "ShieldIcon",
);

export const BadgeIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <circle cx="12" cy="10" r="2.5" />
    <path d="M8 16.5c.8-1.6 2.2-2.5 4-2.5s3.2.9 4 2.5" />
  </>,
  "BadgeIcon",
);

/** Refunds: money going back. */
export const RefundIcon = icon(
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </>,
  "RefundIcon",
);

/** Reviews: a star in a speech bubble. */
export const ReviewIcon = icon(
  <>
    <path d="M4 5h16v11H9l-5 4V5Z" />
    <path d="m12 7.6.9 1.9 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3.9-1.9Z" />
  </>,
  "ReviewIcon",
);

/** Finance: a wallet. */
export const WalletIcon = icon(
  <>
    <path d="M4 7a2 2 0 0 1 2-2h11v4" />
    <rect x="4" y="9" width="16" height="11" rx="2" />
    <circle cx="16" cy="14.5" r="1.2" />
  </>,
  "WalletIcon",
);

/** Deposits: money coming down into the tray. */
export const DepositIcon = icon(
  <>
    <path d="M12 3v11" />
    <path d="m7.5 9.5 4.5 4.5 4.5-4.5" />
    <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </>,
  "DepositIcon",
);

/** Withdrawals: money going up out of the tray. */
export const WithdrawIcon = icon(
  <>
    <path d="M12 14V3" />
    <path d="m7.5 7.5 4.5-4.5 4.5 4.5" />
    <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </>,
  "WithdrawIcon",
);

/** Loans: a banknote with a clock, money lent for a time. */
export const LoanIcon = icon(
  <>
    <path d="M13 18H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="17" r="4" />
    <path d="M18 15v2l1.2 1" />
  </>,
  "LoanIcon",
);

/** The customer-service desk: a headset. */
export const HeadsetIcon = icon(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-1.8 2.5-5 2.5" />
  </>,
  "HeadsetIcon",
);

/** The menu button that opens the navigation on a phone. */
export const GiftIcon = icon(
  <>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8c-1.5-3-5-3.5-5-1.5S10 8 12 8Zm0 0c1.5-3 5-3.5 5-1.5S14 8 12 8Z" />
  </>,
  "GiftIcon",
);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />, "MenuIcon");
