import type { APIRequestContext, Page } from "@playwright/test";
import QRCode from "qrcode";
import { QR_OPTIONS } from "../apps/shop/src/features/download/qr.ts";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";

/**
 * The newsletter and the app pages (issue 14 §2) the way people meet them: subscribe in the footer, leave
 * from the link in a marketing mail (the page needs its button; a mail client's one-click POST needs no page;
 * a GET does nothing), and the download pages' QR codes and buttons.
 */

type Page1<T> = { pageList: T[] };
type Subscriber = { id: number; email: string };

const staffToken = async (request: APIRequestContext) =>
  (await api<{ token: string }>(request, "console/auth!login", { username: "admin001", password: "pass1234" })).token;

const subscribed = async (request: APIRequestContext, token: string, email: string) =>
  (await api<Page1<Subscriber>>(request, "console/newsletter!list", { token, q: email })).pageList.some(
    (s) => s.email === email,
  );

/** Sends a marketing mail from the console and returns the unsubscribe page link in `email`'s copy. */
async function mailLink(request: APIRequestContext, token: string, email: string): Promise<URL> {
  await api(request, "console/newsletter!send", {
    token,
    subject: "This week's deals",
    body: "Hello from the shop.",
    requestId: `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
  });
  const box = await api<Page1<{ recipient: string; body: string }>>(request, "console/mail!outbox", {
    token,
    q: email,
    pageNum: 1,
    pageSize: 5,
  });
  const body = box.pageList.find((m) => m.recipient === email)?.body ?? "";
  const link = /(https?:\/\/\S+\/unsubscribe\?token=[0-9a-f]{64})/.exec(body)?.[1];
  if (!link) throw new Error(`no unsubscribe link in the mail to ${email}: ${body}`);
  return new URL(link);
}

const uniqueEmail = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

async function subscribeInFooter(page: Page, email: string) {
  await page.goto("/index");
  const footer = page.locator("footer");
  await footer.getByRole("textbox").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
}

test("a visitor subscribes in the footer and leaves with the button of the mail's link", async ({ page, request }) => {
  const token = await staffToken(request);
  const email = uniqueEmail("footer");
  await subscribeInFooter(page, email);
  await expect.poll(() => subscribed(request, token, email)).toBe(true);

  const link = await mailLink(request, token, email);
  // A mail scanner fetching the link (a GET of the page) unsubscribes nobody.
  expect((await request.get(`${link.pathname}${link.search}`)).ok()).toBe(true);
  expect(await subscribed(request, token, email)).toBe(true);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(/^f•••.@example\.com$/)).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  // Opening the page changed nothing: only the button does.
  expect(await subscribed(request, token, email)).toBe(true);
  await page.getByTestId("unsubscribe-button").click();
  await expect(page.getByTestId("unsubscribed")).toBeVisible();
  expect(await subscribed(request, token, email)).toBe(false);

  // The link opened again says so; the address may subscribe again later.
  await page.reload();
  await expect(page.getByTestId("unsubscribed")).toBeVisible();
  await expect(page.getByTestId("unsubscribe-button")).toHaveCount(0);
});

test("a mail client unsubscribes in one click (RFC 8058); its GET does nothing", async ({ request }) => {
  const token = await staffToken(request);
  const email = uniqueEmail("oneclick");
  await api(request, "subscribe!add", { email });
  const link = await mailLink(request, token, email);
  const oneClick = `/api/newsletter!unsubscribe.action?key=${link.searchParams.get("token")}`;
  const scan = await request.get(oneClick);
  expect(scan.status()).toBe(405);
  expect(await subscribed(request, token, email)).toBe(true);
  const click = await request.post(oneClick, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(click.status()).toBe(200);
  expect(await subscribed(request, token, email)).toBe(false);
});

test("an unknown unsubscribe link says it does not work, with no button", async ({ page }) => {
  await page.goto(`/unsubscribe?token=${"0".repeat(64)}`);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expect(page.getByTestId("unsubscribe-button")).toHaveCount(0);
});

/** The text a QR code picture on the page encodes, checked by drawing that text the same way. */
async function expectQrOf(page: Page, kind: "buyer" | "seller", url: string) {
  const src = (await page.getByTestId(`app-qr-${kind}`).getAttribute("src")) ?? "";
  const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));
  expect(svg).toBe(await QRCode.toString(url, QR_OPTIONS));
}

test("/download shows both apps with QR codes of the configured links and buttons to them", async ({
  page,
  baseURL,
}) => {
  const configured = {
    app_download_url: "https://apps.example.com/mall-buyer.apk",
    seller_app_download_url: "https://apps.example.com/mall-seller.apk",
  };
  // The platform's settings as a deployment sets them (the demo seeds none): the public parameters' answer.
  await page.route(/syspara!getSyspara\.action/, (route) =>
    route.fulfill({ json: { code: "0", msg: null, data: configured } }),
  );
  await page.goto("/download");
  for (const [kind, url] of [
    ["buyer", configured.app_download_url],
    ["seller", configured.seller_app_download_url],
  ] as const) {
    await expect(page.getByTestId(`app-link-${kind}`)).toHaveAttribute("href", url);
    await expectQrOf(page, kind, url);
  }
  await expect(page.locator('img[data-testid^="app-qr-"]')).toHaveCount(2);

  // The demo's defaults point back at /download: the web apps are offered instead, never a loop.
  await page.unroute(/syspara!getSyspara\.action/);
  await page.goto("/download?app=seller");
  await expect(page.getByTestId("app-link-buyer")).toHaveAttribute("href", `${baseURL}/wap/`);
  await expect(page.getByTestId("app-link-seller")).toHaveAttribute("href", `${baseURL}/seller/`);
  await expectQrOf(page, "seller", `${baseURL}/seller/`);
  // The app asked for comes first.
  await expect(page.locator('[data-testid^="app-card-"]').first()).toHaveAttribute("data-testid", "app-card-seller");
});

test("/userInfo/download shows the two apps inside the user centre", async ({ page, request }) => {
  const r = await api<{ token: string; username: string; usercode: string }>(request, "user!newlogin", {
    username: "buyer001",
    password: "pass1234",
  });
  await page.goto("/index");
  await page.evaluate((s) => {
    localStorage.setItem("ES_TOKEN", s.token);
    localStorage.setItem("userInfo", JSON.stringify({ username: s.username, usercode: s.usercode, avatar: 1 }));
  }, r);
  await page.goto("/userInfo/download");
  await expect(page.locator('img[data-testid^="app-qr-"]')).toHaveCount(2);
  await expect(page.getByTestId("app-link-buyer")).toBeVisible();
  await expect(page.getByTestId("app-link-seller")).toBeVisible();
});
