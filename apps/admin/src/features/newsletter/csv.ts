import { formatWireDate } from "@mall/contract";

export type CsvCell = string | number | null | undefined;

/**
 * One field of RFC 4180 CSV: quoted when it holds a comma, a quote or a line break, quotes doubled. Text a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe: an address is
 * typed by whoever subscribed, so the file must not execute it.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The subscribers' columns, as the answer names them; times in the reader's zone. */
export const SUBSCRIBER_COLUMNS = ["email", "brand", "subscribedAt"] as const;

/** Subscribers as CSV: a header row, CRLF line ends, a byte order mark so spreadsheets read UTF-8. */
export function subscribersCsv(
  rows: { email: string; brandId: string | null; brandName: string | null; createdAt: string | null }[],
  zone?: string,
): string {
  const lines = [
    SUBSCRIBER_COLUMNS.join(","),
    ...rows.map((r) =>
      [r.email, r.brandName ?? r.brandId ?? "", formatWireDate(r.createdAt, zone)].map(csvCell).join(","),
    ),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(name: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the address is not needed past this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
