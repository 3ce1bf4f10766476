import QRCode from "qrcode";

/** One drawing of every QR code on the app pages (the browser test draws the expected one the same way). */
export const QR_OPTIONS = { type: "svg", margin: 1, errorCorrectionLevel: "M" } as const;

/** The QR code of `text` as an SVG picture address: sharp at any size, and the same text on every device. */
export async function qrPicture(text: string): Promise<string> {
  const svg = await QRCode.toString(text, QR_OPTIONS);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
