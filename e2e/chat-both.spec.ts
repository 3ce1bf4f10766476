import type { MerchantListingPage } from "@mall/contract";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";
import { consoleLogin } from "./steps.ts";

/**
 * Both sides of each conversation in a browser at once (issue 13 §4): a buyer writes to customer service while
 * admin001 answers in the console's desk, and a buyer asks seller001's store about a product while the seller
 * answers in the seller app. Every message crosses by the websocket, without a reload; the badges move.
 */
const SELLER = { username: "seller001", password: "pass1234" };

async function buyerPage(browser: Browser, request: APIRequestContext) {
  const username = `both${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  const r = await api<{ token: string; username: string; usercode: string }>(request, "localuser!registerNoVerifcode", {
    type: 3,
    username,
    password: "pass1234",
    re_password: "pass1234",
  });
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await page.addInitScript(() => sessionStorage.setItem("lotterySeen", "1"));
  await page.goto("/index");
  await page.evaluate((s) => {
    localStorage.setItem("ES_TOKEN", s.token);
    localStorage.setItem("userInfo", JSON.stringify({ username: s.username, usercode: s.usercode, avatar: 1 }));
  }, r);
  await page.goto("/index");
  return { page, username, token: r.token };
}

async function send(page: Page, text: string) {
  const input = page.getByTestId("chat-input");
  await input.fill(text);
  await input.press("Enter");
}

test("a buyer and an agent, each in a browser: messages both ways arrive live, the badges move", async ({
  browser,
  page,
  request,
}) => {
  const staff = await api<{ token: string }>(request, "console/auth!login", {
    username: "admin001",
    password: "pass1234",
  });
  // admin001 on the desk and online: the buyer's first message is given to them.
  await api(request, "console/chat!presence", { token: staff.token, away: 0 });
  await consoleLogin(page);
  await page.goto("/admin/desk");

  const buyer = await buyerPage(browser, request);
  await buyer.page.getByTestId("header-support").click();
  await send(buyer.page, "Hello, I need help with a deposit");

  const row = page.getByTestId(`desk-conv-${buyer.username}`);
  await page.getByTestId("desk-box-all").click();
  await expect(row).toBeVisible();
  await row.click();
  const conversation = page.getByTestId("desk-conversation");
  await expect(
    conversation.getByTestId("desk-message").filter({ hasText: "I need help with a deposit" }),
  ).toBeVisible();
  if ((await conversation.getByTestId("desk-holding").getAttribute("data-state")) === "waiting")
    await page.getByTestId("desk-take").click();
  await page.getByTestId("desk-input").fill("Of course. Which deposit?");
  await page.getByTestId("desk-input").press("Enter");

  // The answer reaches the buyer's open window without a reload; the buyer's next line reaches the desk.
  await expect(buyer.page.getByTestId("chat-message").filter({ hasText: "Which deposit?" })).toBeVisible();
  await send(buyer.page, "The one from this morning");
  await expect(conversation.getByTestId("desk-message").filter({ hasText: "from this morning" })).toBeVisible();

  // Closed window: the next answer shows on the support badge.
  await buyer.page.getByTestId("chat-close").click();
  await page.getByTestId("desk-input").fill("Found it: it is credited.");
  await page.getByTestId("desk-input").press("Enter");
  await expect(buyer.page.getByTestId("header-support-badge")).toHaveText("1");
  await buyer.page.close();
});

test("a buyer and a seller, each in a browser: a question about a product and its answer arrive live", async ({
  browser,
  page,
  request,
}) => {
  const seller = await api<{ token: string }>(request, "merchant/account!login", SELLER);
  const { pageList } = await api<MerchantListingPage>(request, "merchant/goods!list", {
    token: seller.token,
    shelf: 1,
    pageSize: 5,
  });
  const listing = pageList[0];
  if (!listing) throw new Error("seller001 has no listing on the shelf");

  await page.goto("/seller/login?lang=en");
  await page.getByRole("textbox", { name: "Account", exact: true }).fill(SELLER.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(SELLER.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back, seller001/ })).toBeVisible();
  await page.goto("/seller/chat");

  const buyer = await buyerPage(browser, request);
  await buyer.page.goto(`/productDetails?id=${listing.id}`);
  await buyer.page.getByTestId("contact-store").click();
  await send(buyer.page, "Does it come in blue?");

  // The new conversation appears in the seller's inbox live, with the product; the seller answers.
  const row = page.locator('[data-testid^="chat-row-"]').filter({ hasText: buyer.username });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByTestId("chat-product")).toBeVisible();
  await expect(page.getByTestId("chat-message").filter({ hasText: "come in blue" })).toBeVisible();
  await page.getByTestId("chat-input").fill("Yes, blue and green.");
  await page.getByTestId("chat-input").press("Enter");
  await expect(buyer.page.getByTestId("chat-message").filter({ hasText: "blue and green" })).toBeVisible();
  await buyer.page.close();
});
