import type { APIRequestContext } from "@playwright/test";
import type { ChatConversationVo, ChatMessageVo } from "@mall/contract";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";
import { consoleLogin } from "./steps.ts";

/**
 * The agents' desk in the console (issue 13 §2): a buyer writes to the platform through the API; admin001 sees
 * the conversation waiting, takes it, reads the buyer's file beside it, answers with text and a canned reply,
 * hands it back to the queue, closes and reopens it; the buyer's own history has the answers, and the buyer's
 * next message arrives in the open conversation without a reload.
 */

type Wire = { send_receive: "send" | "receive"; type: string; content: string };

/** A buyer of their own, so no other spec's conversation with the platform is in the way. */
async function newBuyer(request: APIRequestContext) {
  const username = `desk${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  const r = await api<{ token: string }>(request, "localuser!registerNoVerifcode", {
    type: 3,
    username,
    password: "pass1234",
    re_password: "pass1234",
  });
  const conversation = await api<ChatConversationVo>(request, "chat!platform", { token: r.token });
  const say = (words: string) =>
    api<ChatMessageVo>(request, "chat!send", {
      token: r.token,
      conversationId: conversation.id,
      type: "text",
      content: encodeURIComponent(words),
      clientKey: crypto.randomUUID(),
    });
  return { username, token: r.token, conversationId: conversation.id, say };
}

test("an agent takes a waiting buyer, answers with text and a canned reply, hands over, closes and reopens", async ({
  page,
  request,
}) => {
  const staff = await api<{ token: string }>(request, "console/auth!login", {
    username: "admin001",
    password: "pass1234",
  });
  // Away: the buyer's first message is not given to admin001 at once, so it waits in the queue.
  await api(request, "console/chat!presence", { token: staff.token, away: 1 });
  const buyer = await newBuyer(request);
  await buyer.say("Where is my order?\nIt was due on Monday. <b>soon</b>");
  const now = await api<ChatConversationVo>(request, "console/chat!get", {
    token: staff.token,
    conversationId: buyer.conversationId,
  });
  // Another agent online (a spec before this one) may have been given it: back to the queue.
  if (now.agent)
    await api(request, "console/chat!handover", { token: staff.token, conversationId: buyer.conversationId });

  await consoleLogin(page);
  await page.goto("/admin/desk");
  await expect(page.getByTestId("desk-away")).toHaveAttribute("aria-pressed", "true");
  const row = page.getByTestId(`desk-conv-${buyer.username}`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId("desk-conv-unread")).toContainText("1");
  await expect(page.getByRole("link", { name: /Inbox/ })).toContainText(/\d/);
  await row.click();

  const conversation = page.getByTestId("desk-conversation");
  await expect(conversation.getByTestId("desk-holding")).toHaveAttribute("data-state", "waiting");
  // The buyer's words as text, line break kept, the markup shown as typed.
  const first = conversation.getByTestId("desk-message").filter({ hasText: "Where is my order?" }).locator("p");
  await expect(first).toHaveText("Where is my order?\nIt was due on Monday. <b>soon</b>", { useInnerText: true });
  // The buyer's file beside it, with a way to the wallet.
  await expect(page.getByTestId("desk-file-username")).toHaveText(buyer.username);
  await expect(page.getByTestId("desk-file-available")).toContainText(".");
  await expect(page.getByTestId("desk-file-wallet")).toHaveAttribute("href", /\/finance\?party=\d+/);

  await page.getByTestId("desk-take").click();
  await expect(conversation.getByTestId("desk-holding")).toHaveAttribute("data-state", "mine");
  // Taken and on screen: read, so it sits under Mine without an unread count.
  await page.getByTestId("desk-box-mine").click();
  await expect(row).toBeVisible();
  await expect(row.getByTestId("desk-conv-unread")).toHaveCount(0);
  await page.getByTestId("desk-online").click();
  await expect(page.getByTestId("desk-online")).toHaveAttribute("aria-pressed", "true");

  // A text answer, sent with Enter.
  await page.getByTestId("desk-input").fill("We are checking it now.");
  await page.getByTestId("desk-input").press("Enter");
  await expect(conversation.getByTestId("desk-message").filter({ hasText: "We are checking it now." })).toHaveAttribute(
    "data-mine",
    "true",
  );

  // A canned reply: made in the desk's list, picked into the text box, sent.
  const title = `Parcel ${Date.now().toString(36)}`;
  const body = "Your parcel left our warehouse.\nTracking follows by email.";
  await page.getByTestId("desk-canned").click();
  await page.getByTestId("desk-canned-add").click();
  await page.getByTestId("desk-canned-title").fill(title);
  await page.getByTestId("desk-canned-body").fill(body);
  await page.getByTestId("desk-canned-save").click();
  const cannedDialog = page.getByTestId("desk-canned-dialog");
  await expect(cannedDialog.getByText(title)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByTestId("desk-canned-pick").click();
  await page.getByRole("button", { name: new RegExp(title) }).click();
  await expect(page.getByTestId("desk-input")).toHaveValue(body);
  await page.getByTestId("desk-send").click();
  await expect(
    conversation.getByTestId("desk-message").filter({ hasText: "Tracking follows by email." }).locator("p"),
  ).toHaveText(body, { useInnerText: true });
  await expect(page.getByTestId("desk-input")).toHaveValue("");

  // The buyer's next message arrives in the open conversation without a reload, by the socket.
  await expect(page.getByTestId("desk-live")).toHaveAttribute("data-live", "true");
  await buyer.say("Thank you!");
  await expect(conversation.getByTestId("desk-message").filter({ hasText: "Thank you!" })).toBeVisible();

  // Back to the queue, then closed and reopened.
  await page.getByTestId("desk-handover").click();
  await page.getByTestId("desk-handover-queue").check();
  await page.getByTestId("desk-handover-confirm").click();
  await expect(conversation.getByTestId("desk-holding")).toHaveAttribute("data-state", "waiting");
  await page.getByTestId("desk-close").click();
  await expect(conversation.getByTestId("desk-holding")).toHaveAttribute("data-state", "closed");
  await expect(page.getByTestId("desk-composer-note")).toBeVisible();
  await page.getByTestId("desk-box-closed").click();
  await expect(page.getByTestId(`desk-conv-${buyer.username}`)).toBeVisible();
  await page.getByTestId("desk-reopen").click();
  await expect(conversation.getByTestId("desk-holding")).toHaveAttribute("data-state", "waiting");
  await page.getByTestId("desk-take").click();
  await expect(conversation.getByTestId("desk-holding")).toHaveAttribute("data-state", "mine");

  // The buyer's own view (the original's call) has both answers, as text.
  const list = await api<Wire[]>(request, "newOnlinechat!list", { token: buyer.token });
  const answers = list.filter((m) => m.send_receive === "receive").map((m) => m.content);
  expect(answers).toContain("We are checking it now.");
  expect(answers).toContain(body);
});
