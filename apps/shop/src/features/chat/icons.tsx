import { ChevronStartIcon, ImageIcon, icon, redrawn } from "@mall/ui";
import { SHOP_ICON } from "../../components/icons.tsx";

/** The chat window's pictograms in the shell's stroke style (decorative, aria-hidden). */
export { ChatIcon, CloseIcon, HeadsetIcon, StoreIcon } from "../../components/icons.tsx";

export const PictureIcon = redrawn(ImageIcon, SHOP_ICON);
/** Points to the start of the line: mirrored by CSS on a right-to-left page. */
export const BackIcon = redrawn(ChevronStartIcon, SHOP_ICON);

export const SendIcon = icon(
  <>
    <path d="M4.5 12 3 4.5l17.5 7.5L3 19.5 4.5 12Z" />
    <path d="M4.5 12H11" />
  </>,
  "SendIcon",
  SHOP_ICON,
);

export const RetryIcon = icon(
  <>
    <path d="M20 12a8 8 0 1 1-2.34-5.66" />
    <path d="M20 4v4.5h-4.5" />
  </>,
  "RetryIcon",
  SHOP_ICON,
);
