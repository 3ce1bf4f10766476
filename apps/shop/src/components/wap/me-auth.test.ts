import { describe, expect, it } from "vitest";
import { wapAuthPath, wapRedirect } from "./me-auth.ts";

describe("where the /wap sign-in pages lead back to", () => {
  it("follows /wap pages with their query", () => {
    expect(wapRedirect("/wap/wallet/deposit")).toBe("/wap/wallet/deposit");
    expect(wapRedirect("/wap/chat?sellerId=7&productId=9")).toBe("/wap/chat?sellerId=7&productId=9");
    expect(wapRedirect("/wap")).toBe("/wap");
    expect(wapRedirect("/wap?sellerGoodsId=3")).toBe("/wap?sellerGoodsId=3");
  });

  it("refuses other sites, desktop pages and the sign-in pages themselves", () => {
    expect(wapRedirect("https://evil.example/wap/me")).toBe("/wap/me");
    expect(wapRedirect("//evil.example/wap")).toBe("/wap/me");
    expect(wapRedirect("/wap\\..\\x")).toBe("/wap/me");
    expect(wapRedirect("/userInfo/dashboard")).toBe("/wap/me");
    expect(wapRedirect("/wapx")).toBe("/wap/me");
    expect(wapRedirect("/wap/login?redirect=/wap/me")).toBe("/wap/me");
    expect(wapRedirect("/wap/register")).toBe("/wap/me");
    expect(wapRedirect("/wap/forgot?redirect=/wap/me")).toBe("/wap/me");
    expect(wapRedirect(null)).toBe("/wap/me");
    expect(wapRedirect("", "/wap")).toBe("/wap");
  });

  it("builds the sign-in links, dropping a target it would not follow", () => {
    expect(wapAuthPath("login", "/wap/orders?status=unpaid")).toBe(
      "/wap/login?redirect=%2Fwap%2Forders%3Fstatus%3Dunpaid",
    );
    expect(wapAuthPath("register", "/wap/login")).toBe("/wap/register");
    expect(wapAuthPath("login")).toBe("/wap/login");
    expect(wapAuthPath("forgot", "/wap/wallet")).toBe("/wap/forgot?redirect=%2Fwap%2Fwallet");
  });
});
