import type { GoodsVo, PageOf } from "@mall/contract";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";
import { ensureAddress, fillAddressFields } from "./steps.ts";

/**
 * Forms say what is wrong where it is wrong: the address form puts each problem under its field (its own
 * check, and the server's refusal of a field), and a picture the server refuses shows the server's reason
 * beside the pictures, in the reader's language. Demo accounts: buyer001 / seller001 / admin001, pass1234.
 */

type Login = { token: string };
const login = async (request: APIRequestContext, action: string, username: string) =>
  (await api<Login>(request, action, { username, password: "pass1234" })).token;

/** The storefront opens with the buyer's session (and a language) already stored. */
async function asBuyer(page: Page, token: string, lang = "en") {
  await page.addInitScript(
    ([t, l]) => {
      localStorage.setItem("ES_TOKEN", t);
      localStorage.setItem("ES_LANG", l);
      localStorage.setItem("userInfo", JSON.stringify({ username: "buyer001" }));
    },
    [token, lang] as const,
  );
}

/** Fills every field of the new-address form right: the first country, state and city it offers. */
async function fillRightly(page: Page) {
  const form = page.getByRole("form", { name: "New address" });
  await fillAddressFields(form, { name: "Alice Smith", phone: "5551234567", street: "12 Harbour Road" });
  return form;
}

test("the address form says under the phone field why the phone is wrong, its own check and the server's", async ({
  page,
  request,
}) => {
  const buyer = await login(request, "user!newlogin", "buyer001");
  await ensureAddress(request, buyer);
  await asBuyer(page, buyer);
  await page.goto("/userInfo/setup/shipping-address");
  await page.getByTestId("address-add").filter({ visible: true }).click();

  // Everything right but the phone: nothing is sent, the phone says why and has the focus.
  const form = await fillRightly(page);
  const phone = form.getByLabel("Phone number");
  await phone.fill("123");
  let sent = 0;
  await page.route(/address!add/, (route) => {
    sent++;
    return route.fallback();
  });
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toBeFocused();
  const why = "Enter a valid phone number: digits only, without the country code.";
  await expect(phone).toHaveAccessibleDescription(why);
  await expect(form.getByTestId("address-problem")).toHaveText([why]);
  expect(sent).toBe(0);

  // Typing answers it.
  await phone.fill("5551234567");
  await expect(phone).not.toHaveAttribute("aria-invalid");
  await expect(form.getByTestId("address-problem")).toHaveCount(0);

  // The server's refusal of the phone (its real answer to a bad phone, replayed for a phone this form accepts)
  // goes under the phone, translated from the catalogue, not above the buttons.
  const refused = await (
    await request.post("/api/address!add.action", {
      form: { token: buyer, contacts: "Alice Smith", phone: "1 123", address: "1 Main St", countryId: "1" },
    })
  ).json();
  expect(refused).toEqual({ code: "1", msg: "请输入正确的手机号码", data: null });
  await page.unroute(/address!add/);
  await page.route(/address!add/, (route) => route.fulfill({ json: refused }));
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription("The phone number format is invalid");
  await expect(form.getByTestId("address-problem")).toHaveText(["The phone number format is invalid"]);
});

test("the address form names every missing field, and speaks Arabic right to left", async ({ page, request }) => {
  const buyer = await login(request, "user!newlogin", "buyer001");
  await ensureAddress(request, buyer);
  await asBuyer(page, buyer, "ar");
  await page.goto("/userInfo/setup/shipping-address");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByTestId("address-add").filter({ visible: true }).click();
  const form = page.locator("form").filter({ visible: true });
  await form.getByRole("button", { name: "حفظ العنوان" }).click();
  const problems = form.getByTestId("address-problem");
  await expect(problems).toHaveText([
    "يرجى إدخال اسم المستلم.",
    "يرجى إدخال رقم الهاتف.",
    "يرجى اختيار الدولة أو المنطقة.",
    "يرجى إدخال العنوان التفصيلي.",
  ]);
  await expect(form.getByLabel("اسم المستلم")).toBeFocused();
});

/** An order of buyer001 in seller001's store, paid, shipped and received: it waits for its review. */
async function receivedOrder(request: APIRequestContext, buyer: string): Promise<string> {
  const seller = await login(request, "merchant/account!login", "seller001");
  const staff = await login(request, "console/auth!login", "admin001");
  const addressId = await ensureAddress(request, buyer);
  const me = await api<{ store: { id: number } | null }>(request, "merchant/account!me", { token: seller });
  const listings = await api<PageOf<GoodsVo>>(request, "sellerGoods!searchSellerGoods", {
    sellerId: me.store?.id ?? 0,
    pageSize: 20,
  });
  for (const l of listings.pageList) {
    const info = await api<GoodsVo>(request, "sellerGoods!info", { sellerGoodsId: l.id, lang: "en" });
    const skus = info.canSelectAttributes?.skus ?? [];
    const sku = skus.find((s) => !s.hidden && s.stock >= Math.max(1, info.buyMin));
    if (skus.length && !sku) continue;
    const { orderList } = await api<{ orderList: { orderId: string }[] }>(request, "order!submit", {
      token: buyer,
      orderInfo: `${l.id},${sku?.skuId ?? -1},${Math.max(1, info.buyMin)}`,
      addressId,
    });
    const orderId = orderList[0]?.orderId ?? "";
    await api(request, "order!pay", { token: buyer, orderId, safeword: "123456" });
    await api(request, "merchant/order!confirm", { token: seller, orderId });
    await api(request, "console/orders!ship", { token: staff, orderId, provider: "DHL", trackingNo: "DHL-1" });
    await api(request, "order!receipt", { token: buyer, orderId });
    return orderId;
  }
  throw new Error("seller001 has no listing to buy");
}

test("a review picture the server refuses shows the server's reason beside the pictures", async ({ page, request }) => {
  const buyer = await login(request, "user!newlogin", "buyer001");
  const orderId = await receivedOrder(request, buyer);
  await asBuyer(page, buyer);
  await page.goto(`/userInfo/order-evaluation?id=${orderId}`);
  const item = page.getByTestId("review-item").filter({ visible: true }).first();

  // Named and declared as a PNG, so the page sends it; the server looks at the content and refuses it.
  const answer = page.waitForResponse(/uploadimg!execute/);
  await item.getByTestId("review-file").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("These are my notes, not a picture."),
  });
  expect(await (await answer).json()).toMatchObject({ code: "1", msg: "请上传图片格式的文件" });
  await expect(item.locator('[data-testid="review-picture"][data-state="failed"]')).toHaveCount(1);
  const problems = item.getByTestId("picture-problems");
  await expect(problems).toContainText("Photo 1");
  await expect(problems).toContainText("notes.png");
  await expect(problems).toContainText("Invalid image format");
  await expect(item.getByRole("button", { name: "Remove photo 1" })).toHaveAccessibleDescription(
    /notes\.png.*Invalid image format/,
  );

  // A file the page itself refuses says so in the same place, with the same catalogue sentence.
  await item.getByTestId("review-file").setInputFiles({
    name: "manual.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4"),
  });
  // (File names are isolated from the sentence's direction with U+2068…U+2069.)
  await expect(problems).toContainText(/manual\.pdf\u2069 was not added: Invalid image format/);

  // In Arabic, the server's reason is read from the catalogue in Arabic.
  await page.addInitScript(() => localStorage.setItem("ES_LANG", "ar"));
  await page.reload();
  const again = page.getByTestId("review-item").filter({ visible: true }).first();
  await again.getByTestId("review-file").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("Still not a picture."),
  });
  await expect(again.getByTestId("picture-problems")).toContainText("تنسيق الصورة غير صالح");
});

test("the seller app shows the server's reason under a store picture it refuses", async ({ page }) => {
  await page.goto("/seller/login?lang=en");
  await page.getByRole("textbox", { name: "Account", exact: true }).fill("seller001");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("pass1234");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("link", { name: "Edit store" }).click();
  await expect(page).toHaveURL(/\/seller\/store/);
  await page.locator("input[name=avatar]").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a picture"),
  });
  const logo = page.getByTestId("upload-avatar");
  await expect(logo.getByTestId("upload-problem")).toHaveText("Invalid image format");
  await expect(logo.getByRole("button", { name: /^(Upload|Replace)$/ })).toHaveAccessibleDescription(
    "Invalid image format",
  );
});
