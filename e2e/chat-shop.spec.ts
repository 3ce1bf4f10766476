import type { ChatConversationVo, MerchantListingPage } from "@mall/contract";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";

/**
 * The storefront's chat (issue 13 §1) the way a buyer uses it: customer service from the header (text with a
 * line break, a picture), an agent answering from the desk, the answer arriving without a reload and the
 * badge moving while the window is closed; then "contact the store" on a product page, the seller answering,
 * and the store's badge and list. The agent and the seller answer through the API (their own apps are tested in
 * chat-desk.spec.ts and chat-seller.spec.ts).
 */
type LoginResult = { token: string; username: string; usercode: string };
const SELLER = { username: "seller001", password: "pass1234" };
// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function newBuyer(page: Page, request: APIRequestContext, prefix: string) {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  const r = await api<LoginResult>(request, "localuser!registerNoVerifcode", {
    type: 3,
    username,
    password: "pass1234",
    re_password: "pass1234",
  });
  await page.goto("/index");
  await page.evaluate((s) => {
    localStorage.setItem("ES_TOKEN", s.token);
    localStorage.setItem("userInfo", JSON.stringify({ username: s.username, usercode: s.usercode, avatar: 1 }));
  }, r);
  await page.goto("/index");
  return r;
}

const dialog = (page: Page) => page.getByTestId("chat-dialog");
const messages = (page: Page) => dialog(page).getByTestId("chat-message");
const mine = (page: Page) => dialog(page).locator('[data-testid="chat-message"][data-mine="true"]');

/** Writes in the composer: Shift+Enter between lines, Enter to send. */
async function typeAndSend(page: Page, lines: string[]) {
  const input = page.getByTestId("chat-input");
  await input.click();
  for (const [i, line] of lines.entries()) {
    if (i > 0) await input.press("Shift+Enter");
    await input.pressSequentially(line);
  }
  await input.press("Enter");
}

test("a buyer chats with customer service: a line break and a picture; the agent's answer arrives live; the badge moves", async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(page, request, "chat");
  await page.getByTestId("header-support").click();
  await expect(page.getByTestId("chat-title")).toHaveText("Online customer service");
  await expect(page.getByTestId("chat-input")).toBeEnabled();

  await typeAndSend(page, ["Hello <b>there</b>", "second line"]);
  const text = mine(page).filter({ hasText: "second line" });
  await expect(text).toHaveAttribute("data-state", "stored");
  // Line breaks kept, markup shown as text.
  expect(await text.locator("p").innerText()).toBe("Hello <b>there</b>\nsecond line");
  await expect(text.locator("b")).toHaveCount(0);
  await expect(page.getByTestId("chat-input")).toHaveValue("");

  await page.getByTestId("chat-image-input").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  const picture = mine(page)
    .filter({ has: page.locator("img") })
    .last();
  await expect(picture).toHaveAttribute("data-state", "stored");
  await expect(picture.locator("img")).toHaveAttribute("src", /^\/media\/uploads\/.+\.png$/);
  await picture.locator("button").click();
  await expect(page.getByTestId("chat-lightbox")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("chat-lightbox")).toHaveCount(0);
  await expect(dialog(page)).toBeVisible();

  // The agent answers from the desk.
  const staff = await api<{ token: string }>(request, "console/auth!login", {
    username: "admin001",
    password: "pass1234",
  });
  const inbox = await api<{ items: ChatConversationVo[] }>(request, "console/chat!conversations", {
    token: staff.token,
    box: "all",
    q: buyer.username,
  });
  const conversation = inbox.items.find((c) => c.buyer.username === buyer.username);
  expect(conversation).toBeDefined();
  const conversationId = conversation?.id ?? "";
  await api(request, "console/chat!send", {
    token: staff.token,
    conversationId,
    type: "text",
    content: encodeURIComponent("Hi, this is support.\nHow can I help?"),
    clientKey: `e2e-${Date.now()}`,
  });
  const answer = messages(page).filter({ hasText: "Hi, this is support." });
  await expect(answer).toHaveAttribute("data-side", "agent");
  expect(await answer.locator("p").innerText()).toBe("Hi, this is support.\nHow can I help?");
  // Read while shown: no badge.
  await expect(page.getByTestId("header-support-badge")).toHaveCount(0);

  // Closed, the next answer shows on the support icon's badge, live.
  await page.getByTestId("chat-close").click();
  await expect(dialog(page)).toHaveCount(0);
  await api(request, "console/chat!send", {
    token: staff.token,
    conversationId,
    type: "text",
    content: encodeURIComponent("Anything else?"),
    clientKey: `e2e-${Date.now()}-2`,
  });
  await expect(page.getByTestId("header-support-badge")).toHaveText("1");
  // Opening reads it: the badge goes.
  await page.getByTestId("header-support").click();
  await expect(messages(page).filter({ hasText: "Anything else?" })).toBeVisible();
  await expect(page.getByTestId("header-support-badge")).toHaveCount(0);
});

test("a buyer asks a store about a product; the seller's answer arrives; the store badge and list", async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(page, request, "chst");
  // A listing of seller001's store.
  const seller = await api<{ token: string }>(request, "merchant/account!login", SELLER);
  const { pageList } = await api<MerchantListingPage>(request, "merchant/goods!list", {
    token: seller.token,
    shelf: 1,
    pageSize: 5,
  });
  const listing = pageList[0];
  if (!listing) throw new Error("seller001 has no listing on the shelf");

  await page.goto(`/productDetails?id=${listing.id}`);
  await page.getByTestId("contact-store").click();
  await expect(page.getByTestId("chat-product")).toBeVisible();
  await expect(page.getByTestId("chat-product")).toHaveAttribute("href", `/productDetails?id=${listing.id}`);
  const storeName = (await page.getByTestId("chat-title").textContent()) ?? "";
  expect(storeName).not.toBe("");
  await typeAndSend(page, ["Is this still available?"]);
  await expect(mine(page).filter({ hasText: "Is this still available?" })).toHaveAttribute("data-state", "stored");

  // The seller sees which product the buyer came from, and answers.
  const inbox = await api<{ items: ChatConversationVo[] }>(request, "merchant/chat!conversations", {
    token: seller.token,
    box: "all",
    q: buyer.username,
  });
  const conversation = inbox.items.find((c) => c.buyer.username === buyer.username);
  expect(conversation?.product?.id).toBe(Number(listing.id));
  const conversationId = conversation?.id ?? "";
  await api(request, "merchant/chat!send", {
    token: seller.token,
    conversationId,
    type: "text",
    content: encodeURIComponent("Yes, we have 20 in stock."),
    clientKey: `e2e-${Date.now()}`,
  });
  await expect(messages(page).filter({ hasText: "Yes, we have 20 in stock." })).toHaveAttribute("data-side", "store");

  // Closed, the store's next answer shows on the chat icon; the list shows it unread.
  await page.getByTestId("chat-close").click();
  await api(request, "merchant/chat!send", {
    token: seller.token,
    conversationId,
    type: "text",
    content: encodeURIComponent("Shall I reserve one?"),
    clientKey: `e2e-${Date.now()}-2`,
  });
  await expect(page.getByTestId("header-chat-badge")).toHaveText("1");
  await page.getByTestId("header-chat").click();
  const row = page.getByTestId("chat-conversation").filter({ hasText: storeName });
  await expect(row).toHaveAttribute("data-unread", "1");
  await row.click();
  await expect(messages(page).filter({ hasText: "Shall I reserve one?" })).toBeVisible();
  await expect(page.getByTestId("header-chat-badge")).toHaveCount(0);
  // Back to the list: read now.
  await page.getByTestId("chat-back").click();
  await expect(page.getByTestId("chat-conversation").filter({ hasText: storeName })).toHaveAttribute(
    "data-unread",
    "0",
  );
});

test("with the socket down, the open window asks every 5 s, and stops when closed", async ({ page, request }) => {
  // Every socket the page opens is closed at once: the client keeps retrying, the window polls.
  await page.routeWebSocket(/\/api\/chat\/socket/, (ws) => ws.close());
  const buyer = await newBuyer(page, request, "chpl");
  const polls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/chat!after.action")) polls.push(r.url());
  });
  await page.getByTestId("header-support").click();
  await expect(page.getByTestId("chat-input")).toBeEnabled();
  await typeAndSend(page, ["Anyone there?"]);
  await expect(mine(page).filter({ hasText: "Anyone there?" })).toHaveAttribute("data-state", "stored");

  const staff = await api<{ token: string }>(request, "console/auth!login", {
    username: "admin001",
    password: "pass1234",
  });
  const inbox = await api<{ items: ChatConversationVo[] }>(request, "console/chat!conversations", {
    token: staff.token,
    box: "all",
    q: buyer.username,
  });
  const conversationId = inbox.items.find((c) => c.buyer.username === buyer.username)?.id ?? "";
  await api(request, "console/chat!send", {
    token: staff.token,
    conversationId,
    type: "text",
    content: encodeURIComponent("Yes, polling works."),
    clientKey: `e2e-${Date.now()}`,
  });
  await expect(messages(page).filter({ hasText: "Yes, polling works." })).toBeVisible({ timeout: 7_000 });
  expect(polls.length).toBeGreaterThan(0);

  await page.getByTestId("chat-close").click();
  const before = polls.length;
  await page.waitForTimeout(6_000);
  expect(polls.length).toBe(before);
});

test("a message that fails to send shows as not sent; resending it uses the same key and stores it once", async ({
  page,
  request,
}) => {
  const buyer = await newBuyer(page, request, "chrt");
  await page.getByTestId("header-support").click();
  await expect(page.getByTestId("chat-input")).toBeEnabled();
  const keys: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/chat!send.action"))
      keys.push(new URLSearchParams(r.postData() ?? "").get("clientKey") ?? "");
  });
  // The first send never reaches the server.
  await page.route("**/api/chat!send.action*", (route) => route.abort(), { times: 1 });
  await typeAndSend(page, ["Only once, please"]);
  const sent = mine(page).filter({ hasText: "Only once, please" });
  await expect(sent).toHaveAttribute("data-state", "failed");
  await sent.getByTestId("chat-retry").click();
  await expect(sent).toHaveAttribute("data-state", "stored");
  await expect(sent).toHaveCount(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe("");
  expect(keys[1]).toBe(keys[0]);

  const staff = await api<{ token: string }>(request, "console/auth!login", {
    username: "admin001",
    password: "pass1234",
  });
  const inbox = await api<{ items: ChatConversationVo[] }>(request, "console/chat!conversations", {
    token: staff.token,
    box: "all",
    q: buyer.username,
  });
  const conversationId = inbox.items.find((c) => c.buyer.username === buyer.username)?.id ?? "";
  const history = await api<{ items: { content: string }[] }>(request, "console/chat!history", {
    token: staff.token,
    conversationId,
  });
  expect(history.items.filter((m) => m.content === "Only once, please")).toHaveLength(1);
});
