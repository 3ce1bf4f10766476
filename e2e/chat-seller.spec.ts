import type { APIRequestContext, Page } from "@playwright/test";
import type { ChatConversationVo, ChatMessageVo, MerchantListingPage } from "@mall/contract";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";

/**
 * Store chat in the seller app (issue 13 §1): a buyer asks seller001's store about a product through the API;
 * the seller sees the conversation with its unread count and the product, answers with text and a picture, the
 * buyer's history has both, and the buyer's next messages arrive without a reload, in the open conversation and
 * on the navigation badge.
 */

const SELLER = { username: "seller001", password: "pass1234" };
const BUYER = { username: "buyer001", password: "pass1234" };

/** An 8×8 PNG (red and white squares), recognised as a picture by its content. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGklEQVR4nGN4YmkDR/+RAAMVJZA5yIqoKAEAS/KKwRltBU8AAAAASUVORK5CYII=",
  "base64",
);

async function logIn(page: Page) {
  await page.goto("/seller/login?lang=en");
  await page.getByRole("textbox", { name: "Account", exact: true }).fill(SELLER.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(SELLER.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: /Welcome back, seller001/ })).toBeVisible();
}

/** buyer001 opens seller001's store conversation from one of its listings and writes to it. */
async function buyerAsks(request: APIRequestContext, text: string) {
  const buyer = await api<{ token: string }>(request, "user!newlogin", BUYER);
  const seller = await api<{ token: string }>(request, "merchant/account!login", SELLER);
  const me = await api<{ store: { id: string } | null }>(request, "merchant/account!me", { token: seller.token });
  if (!me.store) throw new Error("seller001 has no store");
  const { pageList } = await api<MerchantListingPage>(request, "merchant/goods!list", {
    token: seller.token,
    shelf: 1,
    pageSize: 5,
  });
  const listing = pageList[0];
  if (!listing) throw new Error("seller001 has no listing on the shelf");
  const conversation = await api<ChatConversationVo>(request, "chat!store", {
    token: buyer.token,
    sellerId: me.store.id,
    productId: listing.id,
  });
  const say = (words: string) =>
    api<ChatMessageVo>(request, "chat!send", {
      token: buyer.token,
      conversationId: conversation.id,
      type: "text",
      content: encodeURIComponent(words),
      clientKey: crypto.randomUUID(),
    });
  await say(text);
  /** The store's unread count of this conversation, and of all of them. */
  const unread = async () => {
    const inbox = await api<{ items: ChatConversationVo[] }>(request, "merchant/chat!conversations", {
      token: seller.token,
      box: "all",
      pageSize: 100,
    });
    const total = await api<number>(request, "merchant/chat!unread", { token: seller.token });
    return { here: inbox.items.find((c) => c.id === conversation.id)?.unread ?? 0, total };
  };
  return { buyer, conversation, unread, say };
}

test("a buyer asks a store about a product; the seller answers in the inbox with text and a picture, live", async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const question = `Is this still in stock? ${stamp}\nAnd does it come in <b>blue</b>?`;
  const { buyer, conversation, unread, say } = await buyerAsks(request, question);
  const before = await unread();
  expect(before.here).toBeGreaterThan(0);
  expect(conversation.product?.name).toBeTruthy();

  await logIn(page);
  // The navigation's badge counts the store's unread messages.
  const badge = page.getByTestId("chat-nav-badge");
  await expect(badge).toHaveText(String(before.total));
  await page.getByRole("link", { name: /^Messages/ }).click();
  await expect(page.getByRole("heading", { name: "Messages" })).toBeVisible();

  const row = page.getByTestId(`chat-row-${conversation.id}`);
  await expect(row).toContainText("buyer001");
  await expect(row.getByTestId("chat-unread")).toHaveText(String(before.here));
  // The newest conversation is at the top.
  await expect(page.getByTestId("chat-list").locator("li").first()).toContainText("buyer001");

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/seller/chat\\?c=${conversation.id}`));
  const pane = page.getByTestId("chat-conversation");
  await expect(pane.getByTestId("chat-product")).toContainText(conversation.product?.name ?? "");
  // Text as text, line breaks kept, markup shown as typed.
  const asked = pane.getByTestId("chat-message").filter({ hasText: stamp });
  await expect(asked).toBeVisible();
  expect(await asked.locator("p").innerText()).toBe(question);
  await expect(asked.locator("b")).toHaveCount(0);
  // Shown means read: the row's count goes.
  await expect(row.getByTestId("chat-unread")).toHaveCount(0);

  // Enter sends; Shift+Enter starts a new line.
  const input = pane.getByTestId("chat-input");
  await input.fill(`Yes, in stock ${stamp}.`);
  await input.press("Shift+Enter");
  await input.pressSequentially("Blue ships next week.");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  const answer = pane.locator("[data-testid=chat-message][data-mine]").filter({ hasText: `in stock ${stamp}` });
  await expect(answer).toBeVisible();
  expect(await answer.locator("p").innerText()).toBe(`Yes, in stock ${stamp}.\nBlue ships next week.`);
  await expect(pane.getByTestId("chat-pending")).toHaveCount(0);

  // A picture: uploaded, then sent; the thumbnail opens full size.
  await pane
    .getByTestId("chat-picture-input")
    .setInputFiles({ name: "colours.png", mimeType: "image/png", buffer: PNG });
  const picture = pane
    .locator("[data-testid=chat-message][data-mine]")
    .filter({ has: page.locator("img") })
    .last();
  await expect(picture).toBeVisible();
  await expect(pane.getByTestId("chat-pending")).toHaveCount(0);
  const src = await picture.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/media\/uploads\/.+\.png$/);
  await picture.getByRole("button", { name: "Open the picture at full size" }).click();
  const viewer = page.getByTestId("chat-viewer");
  await expect(viewer.locator("img")).toHaveAttribute("src", src ?? "");
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);

  // The buyer's own view of the conversation has both answers, from the store.
  const history = await api<{ items: ChatMessageVo[] }>(request, "chat!history", {
    token: buyer.token,
    conversationId: conversation.id,
  });
  const fromStore = history.items.filter((m) => m.side === "store");
  expect(fromStore.map((m) => m.content)).toEqual(
    expect.arrayContaining([`Yes, in stock ${stamp}.\nBlue ships next week.`, src]),
  );
  expect(fromStore.find((m) => m.content === src)?.type).toBe("img");

  // The buyer writes again: it appears in the open conversation without a reload.
  await say(`Great, I will order today ${stamp}`);
  await expect(pane.getByTestId("chat-message").filter({ hasText: `order today ${stamp}` })).toBeVisible();
  await expect(page.getByTestId("chat-offline")).toHaveCount(0);

  // Seen in the open conversation, so read (the other conversations keep their counts).
  await expect.poll(async () => (await unread()).here).toBe(0);
  const after = (await unread()).total;

  // Elsewhere in the app, the next message moves the navigation badge live, and the inbox shows it on return.
  await page.getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  if (after === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(after));
  await say(`One more thing ${stamp}`);
  await expect(badge).toHaveText(String(after + 1));
  await page.getByRole("link", { name: /^Messages/ }).click();
  await expect(row.getByTestId("chat-unread")).toHaveText("1");
  await expect(row).toContainText(`One more thing ${stamp}`);
});
