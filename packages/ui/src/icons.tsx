import type { ReactNode, SVGProps } from "react";

export type IconProps = { size?: number } & Omit<SVGProps<SVGSVGElement>, "children">;

/** The size and stroke an icon has when the caller does not say; an app's set may draw larger or bolder. */
export type IconDefaults = { size?: number; strokeWidth?: number };

/** Line icons on a 24-unit grid, drawn with the current colour; the apps draw their own icons with it too. */
export function icon(paths: ReactNode, name: string, defaults: IconDefaults = {}) {
  const Icon = ({ size = defaults.size ?? 18, ...rest }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={defaults.strokeWidth ?? 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths}
    </svg>
  );
  Icon.displayName = name;
  Icon.paths = paths;
  return Icon;
}

/** The same picture in another set's frame: an app that draws its icons larger or bolder reuses the drawing. */
export const redrawn = (Icon: { paths: ReactNode; displayName: string }, defaults: IconDefaults) =>
  icon(Icon.paths, Icon.displayName, defaults);

export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
  "GlobeIcon",
);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />, "ChevronDownIcon");
export const ChevronStartIcon = icon(<path d="m15 18-6-6 6-6" />, "ChevronStartIcon");
export const ChevronEndIcon = icon(<path d="m9 18 6-6-6-6" />, "ChevronEndIcon");
export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
  "CheckCircleIcon",
);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
  "InfoIcon",
);
export const WarningIcon = icon(
  <>
    <path d="M12 3 2 20h20L12 3Z" />
    <path d="M12 10v4M12 17h.01" />
  </>,
  "WarningIcon",
);
export const ErrorIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </>,
  "ErrorIcon",
);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />, "CloseIcon");
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />, "MenuIcon");
export const LogoutIcon = icon(
  <>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 17l-5-5 5-5M5 12h11" />
  </>,
  "LogoutIcon",
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  "UserIcon",
);
export const StoreIcon = icon(
  <>
    <path d="M4 10v10h16V10" />
    <path d="M3 10 5 4h14l2 6a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0Z" />
    <path d="M10 20v-5h4v5" />
  </>,
  "StoreIcon",
);
export const HomeIcon = icon(
  <>
    <path d="m3 11 9-7 9 7" />
    <path d="M5 10v10h14V10" />
  </>,
  "HomeIcon",
);
export const UploadIcon = icon(
  <>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </>,
  "UploadIcon",
);
export const ExternalIcon = icon(
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>,
  "ExternalIcon",
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
  "ClockIcon",
);
export const EyeIcon = icon(
  <>
    <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  "EyeIcon",
);
export const EyeOffIcon = icon(
  <>
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3.2 3.9M6.6 6.6A17 17 0 0 0 2 12s4 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
  "EyeOffIcon",
);
export const ImageIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>,
  "ImageIcon",
);
export const TrashIcon = icon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
  </>,
  "TrashIcon",
);
export const BoxIcon = icon(
  <>
    <path d="M21 8 12 3 3 8v8l9 5 9-5V8Z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </>,
  "BoxIcon",
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, "PlusIcon");
