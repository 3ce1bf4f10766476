import { type Cents, centsToDecimal, parseCents } from "@mall/contract";

export type CsvCell = string | number | boolean | bigint | null | undefined;

/** A plain decimal number, left as it is (a spreadsheet reads "-12.50" as a number, not a formula). */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One field of RFC 4180 CSV: quoted when it holds a comma, a quote or a line break, quotes doubled. Text
 * that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as CSV text: CRLF line ends, a header row first. */
export const toCsv = (header: string[], rows: CsvCell[][]): string =>
  `${[header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;

/** A wire amount (a JSON number of USDT) as a plain decimal with two places: 1234.5 → "1234.50", no separators. */
export const plainAmount = (wire: number): string => centsToDecimal(parseCents(wire) ?? (0n as Cents));

/** The reconciliation's columns, as the JSON names them. */
export const RECONCILIATION_COLUMNS = [
  "accountClass",
  "opening",
  "deposits",
  "withdrawals",
  "payments",
  "other",
  "closing",
  "balanced",
] as const;

type ReconciliationRow = {
  accountClass: string;
  opening: number;
  deposits: number;
  withdrawals: number;
  payments: number;
  other: number;
  closing: number;
  balanced: boolean;
};

/** A day's reconciliation as CSV: one line per account class, with the day in the first column. */
export function reconciliationCsv(day: string, rows: ReconciliationRow[]): string {
  return toCsv(
    ["day", ...RECONCILIATION_COLUMNS],
    rows.map((r) => [
      day,
      r.accountClass,
      plainAmount(r.opening),
      plainAmount(r.deposits),
      plainAmount(r.withdrawals),
      plainAmount(r.payments),
      plainAmount(r.other),
      plainAmount(r.closing),
      r.balanced ? "yes" : "no",
    ]),
  );
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
