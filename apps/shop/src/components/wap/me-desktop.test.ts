import { describe, expect, it } from "vitest";
import { desktopCounterpart } from "../../lib/device.ts";

const at = (url: string, locale = "en") => {
  const u = new URL(url, "https://shop.example");
  return desktopCounterpart(u.pathname, u.search, locale);
};

describe("the desktop page of a /wap page (the Desktop site link)", () => {
  it("maps the account, wallet and loan pages to their own desktop pages", () => {
    expect(at("/wap/me")).toBe("/userInfo/dashboard?lang=en");
    expect(at("/wap/settings")).toBe("/userInfo/setup?lang=en");
    expect(at("/wap/settings/password?kind=fund")).toBe("/userInfo/setup/transaction-password?lang=en");
    expect(at("/wap/settings/password?kind=login")).toBe("/userInfo/setup/login-password?lang=en");
    expect(at("/wap/addresses")).toBe("/userInfo/setup/shipping-address?lang=en");
    expect(at("/wap/favourites?tab=stores")).toBe("/userInfo/collect-shop?lang=en");
    expect(at("/wap/favourites")).toBe("/userInfo/collect-goods?index=3&lang=en");
    expect(at("/wap/wallet")).toBe("/userInfo/money-package?index=1&lang=en");
    expect(at("/wap/wallet/deposit")).toBe("/userInfo/money-package/recharge?lang=en");
    expect(at("/wap/wallet/withdraw/")).toBe("/userInfo/money-package/withdraw?lang=en");
    expect(at("/wap/loans")).toBe("/credit/myLoan?lang=en");
    expect(at("/wap/loans/apply")).toBe("/credit/application?lang=en");
    expect(at("/wap/chat")).toBe("/index?customerService=1&lang=en");
  });

  it("keeps the ids and the language of the pages the device redirect knows", () => {
    expect(at("/wap/product?sellerGoodsId=42", "zh-CN")).toBe("/productDetails?id=42&lang=cn");
    expect(at("/wap/store?sellerId=7")).toBe("/store?id=7&lang=en");
    expect(at("/wap/orders?status=unpaid")).toBe("/userInfo/my-order?lang=en");
    expect(at("/wap/login", "ar")).toBe("/login?lang=ar");
    expect(at("/wap/nowhere")).toBe("/index?lang=en");
  });
});
