import type { ReactNode } from "react";

/** The account forms' 18px pictures: paths on a 24-unit grid in the current colour, decorative. */
const frame = (paths: ReactNode, strokeWidth: number) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={strokeWidth}
    aria-hidden="true"
  >
    {paths}
  </svg>
);

export const EyeIcon = () =>
  frame(
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>,
    1.8,
  );

export const EyeOffIcon = () =>
  frame(
    <>
      <path d="M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </>,
    1.8,
  );

export const AlertIcon = () =>
  frame(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </>,
    2,
  );
