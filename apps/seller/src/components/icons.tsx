import { icon } from "@mall/ui";

export const ReceiptIcon = icon(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
  "ReceiptIcon",
);
export const WalletIcon = icon(
  <>
    <path d="M4 7a2 2 0 0 1 2-2h11v4" />
    <path d="M4 7v10a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2Z" />
    <circle cx="16" cy="14" r="1.2" />
  </>,
  "WalletIcon",
);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </>,
  "SearchIcon",
);
export const EditIcon = icon(
  <>
    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
  "EditIcon",
);
export const ArrowStartIcon = icon(<path d="M19 12H5m6-6-6 6 6 6" />, "ArrowStartIcon");
export const TruckIcon = icon(
  <>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
  "TruckIcon",
);
export const MapPinIcon = icon(
  <>
    <path d="M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12Z" />
    <circle cx="12" cy="9" r="2.5" />
  </>,
  "MapPinIcon",
);
export const TrendIcon = icon(
  <>
    <path d="m4 16 5-5 4 4 7-7" />
    <path d="M15 8h5v5" />
  </>,
  "TrendIcon",
);
