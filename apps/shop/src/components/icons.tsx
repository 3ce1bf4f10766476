import { type IconDefaults, icon, redrawn } from "@mall/ui";
import * as ui from "@mall/ui";

/**
 * The storefront's line icons, drawn with the shared frame of @mall/ui (24-unit grid, 1.8 stroke, round caps,
 * colour from `currentColor`) at the shell's 20px. A picture the shared set already has is that drawing, redrawn.
 */
export const SHOP_ICON: IconDefaults = { size: 20 };

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
  "SearchIcon",
  SHOP_ICON,
);
export const CartIcon = icon(
  <>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2" />
    <circle cx="10" cy="20.5" r="1.2" />
    <circle cx="17.5" cy="20.5" r="1.2" />
  </>,
  "CartIcon",
  SHOP_ICON,
);
export const HeadsetIcon = icon(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
    <path d="M19 20c0 1.2-1.8 2-4 2h-2" />
  </>,
  "HeadsetIcon",
  SHOP_ICON,
);
export const ChatIcon = icon(
  <>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
  </>,
  "ChatIcon",
  SHOP_ICON,
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </>,
  "GlobeIcon",
  SHOP_ICON,
);
export const ChevronDownIcon = redrawn(ui.ChevronDownIcon, SHOP_ICON);
export const ArrowUpIcon = icon(
  <>
    <path d="M12 19V5" />
    <path d="m5 12 7-7 7 7" />
  </>,
  "ArrowUpIcon",
  SHOP_ICON,
);
export const CloseIcon = redrawn(ui.CloseIcon, SHOP_ICON);
export const UserIcon = redrawn(ui.UserIcon, SHOP_ICON);
export const TrashIcon = redrawn(ui.TrashIcon, SHOP_ICON);
export const ClockIcon = redrawn(ui.ClockIcon, SHOP_ICON);
export const StoreIcon = icon(
  <>
    <path d="M3 9.5 4.5 4h15L21 9.5" />
    <path d="M3 9.5a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
    <path d="M5 12v8h14v-8M10 20v-5h4v5" />
  </>,
  "StoreIcon",
  SHOP_ICON,
);
export const GiftIcon = icon(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13M12 8c-1.5-3-5-4-5-1.5S10 8 12 8Zm0 0c1.5-3 5-4 5-1.5S14 8 12 8Z" />
  </>,
  "GiftIcon",
  SHOP_ICON,
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
  "MailIcon",
  SHOP_ICON,
);
export const TruckIcon = icon(
  <>
    <path d="M2 6h11v10H2zM13 10h4l4 4v2h-8" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
  "TruckIcon",
  SHOP_ICON,
);
export const ReturnIcon = icon(
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
  </>,
  "ReturnIcon",
  SHOP_ICON,
);
export const ShieldIcon = icon(
  <>
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
  "ShieldIcon",
  SHOP_ICON,
);
export const WarehouseIcon = icon(
  <>
    <path d="M3 21V8l9-5 9 5v13" />
    <path d="M7 21v-8h10v8M7 17h10" />
  </>,
  "WarehouseIcon",
  SHOP_ICON,
);
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </>,
  "UsersIcon",
  SHOP_ICON,
);
export const BoxIcon = redrawn(ui.BoxIcon, SHOP_ICON);
export const ExternalIcon = redrawn(ui.ExternalIcon, SHOP_ICON);

// The user centre's pictures that its sibling pages (orders, favourites, addresses, checkout) show too.
export const OrdersIcon = icon(
  <>
    <path d="M6 3.5h12a1.5 1.5 0 0 1 1.5 1.5v15.5l-3-2-2.5 2-2-2-2 2-2.5-2-3 2V5A1.5 1.5 0 0 1 6 3.5Z" />
    <path d="M8.5 8.5h7M8.5 12.5h5" />
  </>,
  "OrdersIcon",
  SHOP_ICON,
);
export const HeartLineIcon = icon(
  <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />,
  "HeartLineIcon",
  SHOP_ICON,
);
export const StoreLineIcon = icon(
  <>
    <path d="M4 9.5 5.5 4h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
    <path d="M5.5 12.5V20h13v-7.5M10 20v-4.5h4V20" />
  </>,
  "StoreLineIcon",
  SHOP_ICON,
);
export const PinIcon = icon(
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </>,
  "PinIcon",
  SHOP_ICON,
);
export const CopyIcon = icon(
  <>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5V6A1.5 1.5 0 0 0 14 4.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
  </>,
  "CopyIcon",
  SHOP_ICON,
);
export const WalletIcon = icon(
  <>
    <path d="M18 7.5V5.5A1.5 1.5 0 0 0 16.5 4h-11A2.5 2.5 0 0 0 3 6.5v11A2.5 2.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 18.5 8H5.5A2.5 2.5 0 0 1 3 5.5" />
    <circle cx="16" cy="14" r="1.2" />
  </>,
  "WalletIcon",
  SHOP_ICON,
);
export const PencilIcon = icon(<path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />, "PencilIcon", SHOP_ICON);
export const ArrowIcon = icon(<path d="M9 6l6 6-6 6" />, "ArrowIcon", SHOP_ICON);
