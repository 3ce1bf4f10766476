import { describe, expect, it } from "vitest";
import { csvCell, plainAmount, reconciliationCsv, toCsv } from "./csv.ts";

describe("csvCell", () => {
  it("leaves plain values alone", () => {
    expect(csvCell("buyer")).toBe("buyer");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("true");
  });
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\r")).toBe('"cr\r"');
  });
  it("defuses spreadsheet formulas but keeps negative numbers numbers", () => {
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("+1,2")).toBe(`"'+1,2"`);
    expect(csvCell("-12.50")).toBe("-12.50");
  });
});

describe("plainAmount", () => {
  it("writes two decimals without separators, exactly", () => {
    expect(plainAmount(1234567.5)).toBe("1234567.50");
    expect(plainAmount(0.1 + 0.2)).toBe("0.30");
    expect(plainAmount(-12.3)).toBe("-12.30");
    expect(plainAmount(0)).toBe("0.00");
    expect(plainAmount(19.99)).toBe("19.99");
  });
});

describe("toCsv", () => {
  it("puts the header first and ends every line with CRLF", () => {
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});

describe("reconciliationCsv", () => {
  it("writes one line per account class from the JSON", () => {
    const csv = reconciliationCsv("2026-01-02", [
      {
        accountClass: "party:available",
        opening: 1000,
        deposits: 250.5,
        withdrawals: 100,
        payments: -20.25,
        other: 0,
        closing: 1130.25,
        balanced: true,
      },
      {
        accountClass: 'odd,"name"',
        opening: 0,
        deposits: 0,
        withdrawals: 0,
        payments: 0,
        other: 1,
        closing: 2,
        balanced: false,
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "day,accountClass,opening,deposits,withdrawals,payments,other,closing,balanced",
      "2026-01-02,party:available,1000.00,250.50,100.00,-20.25,0.00,1130.25,yes",
      '2026-01-02,"odd,""name""",0.00,0.00,0.00,0.00,1.00,2.00,no',
      "",
    ]);
  });
});
