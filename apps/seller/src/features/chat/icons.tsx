import { icon } from "@mall/ui";

export const ChatIcon = icon(
  <>
    <path d="M4 5h16v11H9l-5 4V5Z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </>,
  "ChatIcon",
);
export const SendIcon = icon(
  <>
    <path d="M4 12 20 4l-6 16-3-7-7-1Z" />
    <path d="m11 13 9-9" />
  </>,
  "SendIcon",
);
