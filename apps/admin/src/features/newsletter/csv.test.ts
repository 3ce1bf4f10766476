import { describe, expect, it } from "vitest";
import { csvCell, subscribersCsv } from "./csv.ts";

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1@example.com")).toBe("'+1@example.com");
    expect(csvCell("-cmd")).toBe("'-cmd");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("plain@example.com")).toBe("plain@example.com");
  });
});

describe("subscribersCsv", () => {
  it("writes a header and one line per subscriber, times in the given zone", () => {
    const text = subscribersCsv(
      [
        {
          email: "reader01@example.com",
          brandId: "aurora",
          brandName: "Aurora, Mall",
          createdAt: "2026-03-01 08:00:00",
        },
        { email: "=cmd@example.com", brandId: null, brandName: null, createdAt: null },
      ],
      "UTC",
    );
    expect(text).toBe(
      '\uFEFFemail,brand,subscribedAt\r\nreader01@example.com,"Aurora, Mall",2026-03-01 00:00:00\r\n\'=cmd@example.com,,\r\n',
    );
  });
});
