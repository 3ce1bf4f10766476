import { describe, expect, it } from "vitest";
import { isPhone, siteRedirect } from "./device.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const go = (userAgent: string, url: string, chosen: string | null = null, locale = "en") => {
  const u = new URL(url, "https://shop.example");
  return siteRedirect({ userAgent, pathname: u.pathname, search: u.search, chosen, locale });
};

describe("which storefront a browser gets", () => {
  it("knows phones from tablets and desktops, and trusts the UA-CH mobile hint when there is one", () => {
    expect(isPhone(IPHONE)).toBe(true);
    expect(isPhone(ANDROID)).toBe(true);
    expect(isPhone(TABLET)).toBe(false);
    expect(isPhone(DESKTOP)).toBe(false);
    expect(isPhone(DESKTOP, true)).toBe(true);
  });

  it("sends a phone to the matching /wap page with its ids and language", () => {
    expect(go(IPHONE, "/productDetails?id=42", null, "ar")).toBe("/wap/product?sellerGoodsId=42&lang=ar");
    expect(go(IPHONE, "/store?id=7")).toBe("/wap/store?sellerId=7&lang=en");
    expect(go(ANDROID, "/index")).toBe("/wap/?lang=en");
    expect(go(ANDROID, "/searchGoods?k=shoes")).toBe("/wap/results?k=shoes&lang=en");
    expect(go(ANDROID, "/userInfo/my-order?index=2")).toBe("/wap/orders?lang=en");
    expect(go(IPHONE, "/wap/product?sellerGoodsId=42")).toBeNull();
    // A mail's unsubscribe link and the app page keep what they carry.
    expect(go(IPHONE, `/unsubscribe?key=${"a".repeat(64)}`)).toBe(`/wap/unsubscribe?key=${"a".repeat(64)}&lang=en`);
    expect(go(IPHONE, "/download?app=seller")).toBe("/wap/download?app=seller&lang=en");
    // The lottery popup's draw page, checkout and its success page have their /wap pages.
    expect(go(IPHONE, "/lottery?id=3")).toBe("/wap/lottery?id=3&lang=en");
    expect(go(IPHONE, "/settlement")).toBe("/wap/checkout?lang=en");
    // Signing in from a desktop page (the draw page's button) comes back to that page's /wap counterpart.
    expect(go(IPHONE, `/login?redirect=${encodeURIComponent("/lottery?id=3")}`)).toBe(
      `/wap/login?redirect=${encodeURIComponent("/wap/lottery?id=3")}&lang=en`,
    );
    expect(go(IPHONE, "/paySuccess?orders=A1,B2")).toBe("/wap/pay-success?orders=A1%2CB2&lang=en");
  });

  it("sends a desktop back from /wap the same way, the original's /wap/?sellerGoodsId= entry included", () => {
    expect(go(DESKTOP, "/wap/product?sellerGoodsId=42", null, "zh-CN")).toBe("/productDetails?id=42&lang=cn");
    expect(go(DESKTOP, "/wap/?sellerGoodsId=42")).toBe("/productDetails?id=42&lang=en");
    expect(go(DESKTOP, "/wap/?sellerId=7")).toBe("/store?id=7&lang=en");
    expect(go(DESKTOP, "/wap/orders")).toBe("/userInfo/my-order?lang=en");
    expect(go(DESKTOP, "/wap/unsubscribe?key=abc")).toBe("/unsubscribe?key=abc&lang=en");
    expect(go(DESKTOP, "/wap/lottery?id=3")).toBe("/lottery?id=3&lang=en");
    expect(go(DESKTOP, "/wap/checkout")).toBe("/settlement?lang=en");
    expect(go(DESKTOP, "/wap/pay-success?orders=A1")).toBe("/paySuccess?orders=A1&lang=en");
    expect(go(DESKTOP, "/index")).toBeNull();
  });

  it("maps every page a phone has to its counterpart both ways, with the ids each carries", () => {
    const pairs: [desktop: string, wap: string][] = [
      ["/userInfo/order-detail?id=A1", "/wap/order?id=A1"],
      ["/userInfo/order-return?id=A1", "/wap/order/refund?id=A1"],
      ["/userInfo/order-evaluation?id=A1", "/wap/order/review?id=A1"],
      ["/userInfo/collect-shop", "/wap/favourites?tab=stores"],
      ["/userInfo/money-package/recharge", "/wap/wallet/deposit"],
      ["/userInfo/money-package/withdraw", "/wap/wallet/withdraw"],
      ["/userInfo/setup/transaction-password", "/wap/settings/password?kind=fund"],
      ["/userInfo/setup/login-password", "/wap/settings/password?kind=login"],
      ["/userInfo/setup/shipping-address", "/wap/addresses"],
      ["/userInfo/setup/account-cancellation", "/wap/settings/close"],
      ["/userInfo/setup", "/wap/settings"],
      ["/credit/application", "/wap/loans/apply"],
      ["/information", "/wap/info"],
      ["/discounted", "/wap/deals"],
      ["/promote/returnPolicy", "/wap/policy/returnPolicy"],
    ];
    for (const [desktop, wap] of pairs) {
      const sep = (u: string) => (u.includes("?") ? "&" : "?");
      expect(go(IPHONE, desktop), desktop).toBe(`${wap}${sep(wap)}lang=en`);
      expect(go(DESKTOP, wap), wap).toBe(`${desktop}${sep(desktop)}lang=en`);
    }
    // A search of stores lands on the stores of the same words.
    expect(go(IPHONE, "/searchStore?k=shoes")).toBe("/wap/results?k=shoes&scope=store&lang=en");
    expect(go(DESKTOP, "/wap/results?k=shoes&scope=store")).toBe("/searchStore?k=shoes&lang=en");
    // The logistics of an order are on the desktop's order page.
    expect(go(DESKTOP, "/wap/order/logistics?id=A1")).toBe("/userInfo/order-detail?id=A1&lang=en");
  });

  it("keeps the site the visitor chose with the switch link", () => {
    expect(go(IPHONE, "/productDetails?id=42", "desktop")).toBeNull();
    expect(go(DESKTOP, "/wap/cart", "wap")).toBeNull();
    expect(go(DESKTOP, "/productDetails?id=42", "wap")).toBe("/wap/product?sellerGoodsId=42&lang=en");
  });
});
