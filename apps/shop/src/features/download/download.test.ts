import { describe, expect, it } from "vitest";
import { normaliseDownload } from "./api.ts";

describe("download urls", () => {
  it("accepts a string or an object naming both apps", () => {
    expect(normaliseDownload("https://x/app.apk")).toEqual({ buyer: "https://x/app.apk", seller: "" });
    expect(normaliseDownload({ url: "/a", buyerUrl: "/b", sellerUrl: "/s" })).toEqual({ buyer: "/b", seller: "/s" });
    expect(normaliseDownload(null)).toEqual({ buyer: "", seller: "" });
  });
});
