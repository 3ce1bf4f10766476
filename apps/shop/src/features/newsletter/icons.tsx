import { type IconDefaults, icon } from "@mall/ui";

const NEWSLETTER_ICON: IconDefaults = { size: 24, strokeWidth: 1.8 };

/** An envelope crossed out: leaving the mailing list. */
export const MailOffIcon = icon(
  <>
    <path d="M4 6.5h16v11H4z" />
    <path d="m4 7 8 6 8-6" />
    <path d="M3 3l18 18" />
  </>,
  "MailOffIcon",
  NEWSLETTER_ICON,
);
