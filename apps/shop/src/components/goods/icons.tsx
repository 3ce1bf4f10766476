import { type IconDefaults, type IconProps, icon, redrawn } from "@mall/ui";
import * as ui from "@mall/ui";
import * as L from "../icons.tsx";

/** The goods pictures: the shared icon frame at this set's size and stroke; icons are decorative (aria-hidden). */
const GOODS_ICON: IconDefaults = { size: 16, strokeWidth: 2 };

const Star = icon(
  <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />,
  "StarIcon",
  GOODS_ICON,
);
const Heart = icon(
  <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.5 0 5.7 3.4 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />,
  "HeartIcon",
  GOODS_ICON,
);
export const StarIcon = ({ filled = true, ...p }: IconProps & { filled?: boolean }) => (
  <Star {...p} fill={filled ? "currentColor" : "none"} />
);
export const HeartIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <Heart {...p} fill={filled ? "currentColor" : "none"} />
);
const CHEVRONS = {
  end: icon(<path d="m9 5 7 7-7 7" />, "ChevronIcon", GOODS_ICON),
  start: icon(<path d="m15 5-7 7 7 7" />, "ChevronIcon", GOODS_ICON),
  down: icon(<path d="m5 9 7 7 7-7" />, "ChevronIcon", GOODS_ICON),
  up: icon(<path d="m5 15 7-7 7 7" />, "ChevronIcon", GOODS_ICON),
};
export const ChevronIcon = ({ dir = "end", ...p }: IconProps & { dir?: "start" | "end" | "down" | "up" }) => {
  const Chevron = CHEVRONS[dir];
  // Start/end chevrons are flipped in right-to-left so "next" always points forward in reading order.
  return <Chevron {...p} data-flip-rtl={dir === "start" || dir === "end" ? "" : undefined} />;
};
export const FireIcon = icon(
  <path d="M12 21.5c-4 0-7-2.8-7-6.6 0-3.4 2.4-5.4 3.8-8 .3 1.8 1.1 3 2.2 3.6.2-3.1 1.7-5.9 4.4-7.9-.3 2.9.8 4.9 2.3 6.8 1.3 1.6 1.8 3.2 1.8 5.3 0 4-3.2 6.8-7.5 6.8z" />,
  "FireIcon",
  GOODS_ICON,
);
export const SparkIcon = icon(
  <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />,
  "SparkIcon",
  GOODS_ICON,
);
export const TagIcon = icon(
  <>
    <path d="M3.5 12.3V4.5a1 1 0 0 1 1-1h7.8l8.2 8.2a1.4 1.4 0 0 1 0 2l-6.8 6.8a1.4 1.4 0 0 1-2 0z" />
    <circle cx="8" cy="8" r="1.4" />
  </>,
  "TagIcon",
  GOODS_ICON,
);
export const GridIcon = icon(
  <>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </>,
  "GridIcon",
  GOODS_ICON,
);
export const AlertIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.3v.2" />
  </>,
  "AlertIcon",
  GOODS_ICON,
);
export const ImageIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m21 16-5-5-8 9" />
  </>,
  "ImageIcon",
  GOODS_ICON,
);
export const DownloadIcon = icon(<path d="M12 3.5v11M7.5 10l4.5 4.5 4.5-4.5M4 19.5h16" />, "DownloadIcon", GOODS_ICON);
export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />, "CheckIcon", GOODS_ICON);
export const MinusIcon = icon(<path d="M5 12h14" />, "MinusIcon", GOODS_ICON);
export const PlusIcon = redrawn(ui.PlusIcon, GOODS_ICON);

// The same pictures as the header's icons, at this set's size and stroke.
export const CartIcon = redrawn(L.CartIcon, GOODS_ICON);
export const StoreIcon = redrawn(L.StoreIcon, GOODS_ICON);
export const TruckIcon = redrawn(L.TruckIcon, GOODS_ICON);
export const ShieldIcon = redrawn(L.ShieldIcon, GOODS_ICON);
export const ReturnIcon = redrawn(L.ReturnIcon, GOODS_ICON);
export const SearchIcon = redrawn(L.SearchIcon, GOODS_ICON);
export const UsersIcon = redrawn(L.UsersIcon, GOODS_ICON);
export const BoxIcon = redrawn(L.BoxIcon, GOODS_ICON);
