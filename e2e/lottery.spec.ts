import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { api } from "./helpers.ts";
import { toWireDate } from "@mall/contract";

/**
 * The lucky draw (issue 14 §2) as a visitor meets it: the popup once a day (not in every tab), "take part"
 * opening the draw page, a guest asked to sign in, draws that show their result, and once the activity is
 * closed (here through the console's API) the verify box recomputing a draw in the browser from the revealed
 * seed. The odds, the stock under 1,000 parallel draws and the ledger are proven on the server
 * (apps/server/src/lottery/*.test.ts). Plain @playwright/test: these pages must meet the popup.
 */
type LoginResult = { token: string; username: string; usercode: string };

const wire = (d: Date) => toWireDate(d) ?? "";

async function consoleCall<T>(request: APIRequestContext, action: string, body: Record<string, unknown>) {
  const { token } = await api<{ token: string }>(request, "console/auth!login", {
    username: "admin001",
    password: "pass1234",
  });
  const res = await request.post(`/api/${action}.action?token=${token}`, { data: body });
  const env = (await res.json()) as { code: string; msg: string | null; data: T };
  if (env.code !== "0") throw new Error(`${action} → ${JSON.stringify(env)}`);
  return env.data;
}

/** A running activity of its own, newer than the demo's, so the popup offers this one. */
async function newActivity(request: APIRequestContext): Promise<number> {
  const now = Date.now();
  const { id } = await consoleCall<{ id: number }>(request, "console/lottery!save", {
    titleEn: `Browser test draw ${now.toString(36)}`,
    titleCn: "浏览器测试抽奖",
    startTime: wire(new Date(now - 60_000)),
    endTime: wire(new Date(now + 86_400_000)),
    dailyLimit: 2,
    prizes: [
      { kind: "cash", nameEn: "1 USDT", nameCn: "1 USDT", amount: "1", ppm: 500_000, stock: 100 },
      { kind: "none", nameEn: "Not this time", nameCn: "谢谢参与", ppm: 500_000 },
    ],
  });
  await consoleCall(request, "console/lottery!publish", { id });
  return id;
}

async function signIn(page: Page, request: APIRequestContext): Promise<LoginResult> {
  const username = `lot${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  const r = await api<LoginResult>(request, "localuser!registerNoVerifcode", {
    type: 3,
    username,
    password: "pass1234",
    re_password: "pass1234",
  });
  await page.evaluate((s) => {
    localStorage.setItem("ES_TOKEN", s.token);
    localStorage.setItem("userInfo", JSON.stringify({ username: s.username, usercode: s.usercode, avatar: 1 }));
  }, r);
  return r;
}

test("the popup shows once a day in one tab of many; take part opens the draw page; draws show their result; the verify box checks them once the seed is out", async ({
  page,
  context,
  request,
}) => {
  const id = await newActivity(request);

  await test.step("the popup shows once a day, whichever tab opens first", async () => {
    await page.goto("/index");
    const popup = page.getByTestId("lottery-popup");
    await expect(popup).toBeVisible();
    await expect(popup).toContainText("Browser test draw");
    const second = await context.newPage();
    await second.goto("/index");
    await expect(second.getByTestId("goods-card").first()).toBeVisible();
    await expect(second.getByTestId("lottery-popup")).toHaveCount(0);
    await second.close();

    await popup.getByTestId("lottery-popup-join").click();
    await expect(page).toHaveURL(new RegExp(`/lottery\\?id=${id}$`));
    await expect(page.getByTestId("lottery-popup")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Browser test draw");

    await page.goto("/index");
    await expect(page.getByTestId("goods-card").first()).toBeVisible();
    await expect(page.getByTestId("lottery-popup")).toHaveCount(0);
    // Tomorrow (as far as the browser knows) it shows again.
    await page.evaluate(() => localStorage.setItem("lotterySeen", "2000-01-01"));
    await page.reload();
    await expect(page.getByTestId("lottery-popup")).toBeVisible();
    await page.getByTestId("lottery-popup").getByRole("button").first().click();
    await expect(page.getByTestId("lottery-popup")).toHaveCount(0);
  });

  await test.step("a guest is asked to sign in; the seed's hash is public from the start", async () => {
    await page.goto(`/lottery?id=${id}`);
    await expect(page.getByTestId("lottery-state")).toHaveAttribute("data-state", "running");
    await expect(page.getByTestId("lottery-guest")).toBeVisible();
    await expect(page.getByTestId("lottery-login")).toHaveAttribute("href", /\/login\?redirect=/);
    await expect(page.getByTestId("lottery-seed-hash")).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId("lottery-seed-hidden")).toBeVisible();
    await expect(page.getByTestId("lottery-draw")).toHaveCount(0);
  });

  await test.step("draws show their result until today's are used", async () => {
    await signIn(page, request);
    await page.reload();
    await expect(page.getByTestId("lottery-left")).toContainText("2");
    await page.getByTestId("lottery-draw").click();
    await expect(page.getByTestId("lottery-result")).toHaveAttribute("data-draw-no", "1");
    await expect(page.getByTestId("lottery-left")).toContainText("1");
    await page.getByTestId("lottery-draw").click();
    await expect(page.getByTestId("lottery-result")).toHaveAttribute("data-draw-no", "2");
    await expect(page.getByTestId("lottery-draw")).toBeDisabled();
    await expect(page.getByTestId("lottery-my-draw")).toHaveCount(2);
  });

  await test.step("once closed, the seed is shown and the verify box recomputes a draw in the browser", async () => {
    const closed = await consoleCall<{ seed: string; seedHash: string }>(request, "console/lottery!close", { id });
    await page.reload();
    await expect(page.getByTestId("lottery-state")).toHaveAttribute("data-state", "closed");
    await expect(page.getByTestId("lottery-seed")).toHaveText(closed.seed);
    await expect(page.getByTestId("lottery-draw")).toHaveCount(0);

    await page.getByTestId("lottery-check-1").click();
    await expect(page.getByTestId("lottery-verify-draw-no")).toHaveValue("1");
    await page.getByTestId("lottery-verify").click();
    const out = page.getByTestId("lottery-verify-result");
    await expect(out).toHaveAttribute("data-state", "match");
    const recorded = page.getByTestId("lottery-my-draw").filter({ has: page.getByTestId("lottery-check-1") });
    await expect(recorded).toContainText((await page.getByTestId("lottery-verify-number").textContent()) ?? "—");

    // A seed that is not the published one is caught by its hash.
    const wrong = `${closed.seed.slice(0, 63)}${closed.seed.endsWith("0") ? "1" : "0"}`;
    await page.getByTestId("lottery-verify-seed").fill(wrong);
    await page.getByTestId("lottery-verify").click();
    await expect(out).toHaveAttribute("data-state", "hash");
  });
});

test.describe("on a phone", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });

  test("/wap shows the invitation as a card once the visitor scrolls; take part opens /wap/lottery, where a signed-in buyer draws", async ({
    page,
    request,
  }) => {
    const id = await newActivity(request);
    await page.goto("/wap/");
    const popup = page.getByTestId("lottery-popup");
    await expect(page.getByTestId("wap-goods-card").first()).toBeVisible();
    // It waits for the visitor's first scroll, then sits above the tab bar.
    await expect(popup).toHaveCount(0);
    await page.evaluate(() => window.scrollBy(0, 120));
    await expect(popup).toBeVisible();
    await popup.getByTestId("lottery-popup-join").click();
    await expect(page).toHaveURL(new RegExp(`/wap/lottery\\?id=${id}$`));
    await expect(page.getByTestId("lottery-page")).toBeVisible();
    await expect(page.getByTestId("lottery-seed-hash")).toHaveText(/^[0-9a-f]{64}$/);

    // The desktop address of the draw page (the activity's detailUrl) keeps its id on a phone.
    await signIn(page, request);
    await page.goto(`/lottery?id=${id}`);
    await expect(page).toHaveURL(new RegExp(`/wap/lottery\\?id=${id}&lang=en$`));
    await page.getByTestId("lottery-draw").click();
    await expect(page.getByTestId("lottery-result")).toHaveAttribute("data-draw-no", "1");
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
});
