import { describe, expect, it } from "vitest";
import { appLink } from "./app-links.ts";

const site = "https://mall.example.com";

describe("appLink", () => {
  it("keeps a configured store or file link", () => {
    expect(appLink("https://apps.example.com/mall.apk", "buyer", site)).toEqual({
      url: "https://apps.example.com/mall.apk",
      web: false,
    });
    expect(appLink(" https://play.google.com/store/apps/details?id=com.mall.seller ", "seller", site)).toEqual({
      url: "https://play.google.com/store/apps/details?id=com.mall.seller",
      web: false,
    });
  });

  it("makes a relative link absolute against the site, so the QR code works from a phone", () => {
    expect(appLink("/media/apps/mall.apk", "buyer", site)).toEqual({
      url: "https://mall.example.com/media/apps/mall.apk",
      web: false,
    });
  });

  it("offers the web app instead of a link back to a download page (today's defaults)", () => {
    for (const back of [
      "/download",
      "/download?app=seller",
      "/download/",
      "/userInfo/download",
      `${site}/download?app=buyer`,
    ]) {
      expect(appLink(back, "buyer", site), back).toEqual({ url: `${site}/wap/`, web: true });
      expect(appLink(back, "seller", site), back).toEqual({ url: `${site}/seller/`, web: true });
    }
  });

  it("offers the web app when nothing usable is configured", () => {
    for (const bad of [undefined, null, "", "   ", "javascript:alert(1)", "data:text/html,hi", "http://[bad"]) {
      expect(appLink(bad, "buyer", site), String(bad)).toEqual({ url: `${site}/wap/`, web: true });
    }
  });

  it("keeps another site's /download page (a real download site)", () => {
    expect(appLink("https://get.example.org/download", "buyer", site).web).toBe(false);
  });
});
