import type { APIRequestContext, Page } from "@playwright/test";
import {
  centsToDecimal,
  formatAmount,
  type GoodsVo,
  type MerchantListingPage,
  parseCents,
  type SubmittedOrder,
} from "@mall/contract";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";

/** The seller's daily work (issue 4 §4): list goods from the catalogue, confirm a paid order, see the money move. */

const SELLER = { username: "seller001", password: "pass1234" };
const BUYER = { username: "buyer001", password: "pass1234" };

/** "4,961.28" → 496128n. */
const cents = (text: string | null) => parseCents((text ?? "").replace(/[^\d.-]/g, "")) ?? 0n;

async function logIn(page: Page) {
  await page.goto("/seller/login?lang=en");
  await page.getByRole("textbox", { name: "Account", exact: true }).fill(SELLER.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(SELLER.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back, seller001/ })).toBeVisible();
}

/** buyer001 places and pays an order for one of seller001's listings, through the shop's API. */
async function paidOrderForSeller(request: APIRequestContext): Promise<string> {
  const buyer = await api<{ token: string }>(request, "user!newlogin", BUYER);
  const { pageList: addresses } = await api<{ pageList: unknown[] }>(request, "address!list", { token: buyer.token });
  if (!addresses.length) {
    const { data: countries } = await api<{ data: { id: number; countryName: string }[] }>(
      request,
      "address!listCountry",
      { lang: "en" },
    );
    const country = countries.find((c) => c.countryName === "Germany") ?? countries[0];
    if (!country) throw new Error("no countries");
    const { data: states } = await api<{ data: { id: number; stateName: string }[] }>(request, "address!listState", {
      token: buyer.token,
      countryId: country.id,
      lang: "en",
    });
    const state = states[0];
    if (!state) throw new Error("no states");
    const { data: cities } = await api<{ data: { id: number; cityName: string }[] }>(request, "address!listCity", {
      token: buyer.token,
      stateId: state.id,
      lang: "en",
    });
    const city = cities[0];
    if (!city) throw new Error("no cities");
    await api(request, "address!add", {
      token: buyer.token,
      use: 1,
      contacts: "Anna Schmidt",
      phone: "49 15123456789",
      address: "Invalidenstrasse 1",
      postcode: "10115",
      countryId: country.id,
      provinceId: state.id,
      cityId: city.id,
      country: country.countryName,
      province: state.stateName,
      city: city.cityName,
    });
  }

  // A listing of seller001's store that is on the shelf and has stock.
  const seller = await api<{ token: string }>(request, "merchant/account!login", SELLER);
  const { pageList } = await api<MerchantListingPage>(request, "merchant/goods!list", {
    token: seller.token,
    shelf: 1,
    pageSize: 50,
  });
  for (const listing of pageList.filter((l) => l.stock > 0)) {
    const info = await api<GoodsVo>(request, "sellerGoods!info", { sellerGoodsId: listing.id, lang: "en" });
    const sku = info.canSelectAttributes?.skus.find((s) => !s.hidden && s.stock >= info.buyMin);
    if (listing.skuCount > 0 && !sku) continue;
    const { orderList } = await api<{ orderList: SubmittedOrder[] }>(request, "order!submit", {
      token: buyer.token,
      orderInfo: `${listing.id},${sku ? sku.skuId : -1},${Math.max(1, info.buyMin)}`,
    });
    const orderId = orderList[0]?.orderId ?? "";
    await api(request, "order!pay", { token: buyer.token, orderId, safeword: "123456" });
    return orderId;
  }
  throw new Error("seller001 has no listing in stock");
}

test("the demo seller lists a goods from the catalogue at its own price, then takes it off the shelf", async ({
  page,
  request,
}) => {
  await logIn(page);
  await page.getByRole("link", { name: "Goods", exact: true }).click();
  await expect(page.getByRole("heading", { name: "My goods" })).toBeVisible();
  await page.getByTestId("add-goods").click();
  await expect(page.getByRole("heading", { name: "Add from catalogue" })).toBeVisible();

  const form = page.locator("[data-testid^=add-form-]").first();
  const goodsId = Number((await form.getAttribute("data-testid"))?.replace("add-form-", ""));
  const input = form.getByRole("textbox");
  const suggested = cents(await input.inputValue());
  expect(suggested).toBeGreaterThan(0n);

  // Below the platform price is refused before anything is sent.
  await input.fill("0.01");
  await form.getByRole("button", { name: "Add" }).click();
  await expect(form.getByRole("alert")).toContainText("At least the platform price");

  // The suggestion is 120 % of the platform price; the store asks a little more.
  const price = centsToDecimal(suggested + 150n);
  await input.fill(price);
  await expect(form.getByTestId("margin-note")).toContainText("You keep");
  await form.getByRole("button", { name: "Add" }).click();
  const listed = page.getByTestId(`listed-${goodsId}`);
  await expect(listed).toContainText("In your store");

  // My goods shows it at that price, on the shelf; the shop sells it.
  await listed.getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/goods\\?q=${goodsId}`));
  const row = page.locator("tbody tr").filter({ hasText: `#${goodsId}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(price);
  const toggle = row.getByRole("switch");
  await expect(toggle).toBeChecked();
  const listingId = Number((await toggle.getAttribute("data-testid"))?.replace("shelf-", ""));
  const shop = await api<GoodsVo>(request, "sellerGoods!info", { sellerGoodsId: listingId, lang: "en" });
  // The shop's price is a payable one: the store's price itself, or with SKUs the cheapest on offer, each SKU
  // priced by the store's markup over the platform price (decision 0012).
  const skus = shop.canSelectAttributes?.skus.filter((s) => !s.hidden) ?? [];
  const onOffer = skus.some((s) => s.stock > 0) ? skus.filter((s) => s.stock > 0) : skus;
  const payable = onOffer.length ? String(Math.min(...onOffer.map((s) => s.sellingPrice))) : price;
  expect(cents(String(shop.sellingPrice))).toBe(cents(payable));

  // Off the shelf: the switch, the filter and the shop all agree.
  await toggle.click();
  await expect(page.getByText("Taken off the shelf: 1")).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.getByRole("tab", { name: "Off shelf" }).click();
  await expect(page.locator("tbody tr").filter({ hasText: `#${goodsId}` })).toHaveCount(1);
  const res = await request.post(`/api/sellerGoods!info.action?sellerGoodsId=${listingId}&lang=en`);
  expect(((await res.json()) as { msg: string }).msg).toBe("该商品已下架");
});

test("a paid order is confirmed in the seller app: the wholesale cost leaves the balance", async ({
  page,
  request,
}) => {
  const orderId = await paidOrderForSeller(request);
  await logIn(page);
  await expect(page.getByTestId("dash-to-confirm")).not.toContainText("…");

  await page.getByRole("link", { name: "Funds", exact: true }).click();
  const balance = page.getByTestId("funds-balance");
  await expect(balance).toContainText("USDT");
  await expect(balance).not.toContainText("…");
  const before = cents((await balance.textContent())?.split("USDT")[0] ?? "");

  await page
    .getByRole("navigation")
    .getByRole("link", { name: /^Orders/ })
    .click();
  await page.getByRole("tab", { name: /To confirm/ }).click();
  await page.getByTestId(`open-${orderId}`).click();
  const drawer = page.getByTestId("order-drawer");
  await expect(drawer).toContainText(orderId);
  await expect(drawer.getByTestId("order-log")).toContainText("Order paid");
  const cost = cents(await drawer.getByTestId("wholesale-cost").textContent());
  expect(cost).toBeGreaterThan(0n);

  await drawer.getByTestId("confirm-order").click();
  await expect(page.getByText("Order confirmed. The platform will ship it.")).toBeVisible();
  await expect(drawer.getByTestId("confirm-box")).toHaveCount(0);
  await expect(drawer).toContainText("Confirmed");
  await expect(drawer.getByTestId("order-log")).toContainText("Confirmed by the store, stock being prepared");
  await page.keyboard.press("Escape");

  await page.getByRole("tab", { name: /Confirmed/ }).click();
  await expect(page.getByTestId(`open-${orderId}`)).toBeVisible();

  await page.getByRole("link", { name: "Funds", exact: true }).click();
  await expect(balance).not.toContainText("…");
  await expect.poll(async () => cents((await balance.textContent())?.split("USDT")[0] ?? "")).toBe(before - cost);
  const record = page.locator("tbody tr").first();
  await expect(record).toContainText("Stock purchase");
  await expect(record).toContainText(formatAmount(-cost));
  await expect(record.getByRole("link", { name: orderId })).toBeVisible();
});
