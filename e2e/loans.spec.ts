import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";
import { consoleLogin } from "./steps.ts";

/**
 * The loan service (issue 12) the way a borrower and the loan desk use it: apply with the ID photos and the
 * cost shown first → staff pay it out → the wallet shows it → repay from the wallet → the history says repaid;
 * and a rejected application reapplied for. (Interest over time is proven on the server with a moved clock:
 * apps/server/src/loans/loans.test.ts.)
 */
type LoginResult = { token: string; username: string; usercode: string };
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function newBorrower(page: Page, request: APIRequestContext, prefix: string) {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  const r = await api<LoginResult>(request, "localuser!registerNoVerifcode", {
    type: 3,
    username,
    password: "pass1234",
    re_password: "pass1234",
  });
  await api(request, "user!setSafewordReg", { token: r.token, safeword: "123456", re_safeword: "123456" });
  await page.goto("/index");
  await page.evaluate((s) => {
    localStorage.setItem("ES_TOKEN", s.token);
    localStorage.setItem("userInfo", JSON.stringify({ username: s.username, usercode: s.usercode, avatar: 1 }));
  }, r);
  return r;
}

async function fillApplication(page: Page) {
  await page.getByTestId("credit-real-name").fill("Alice Smith");
  await page.getByTestId("credit-country").selectOption({ index: 1 });
  await page.getByTestId("credit-identification").fill("P1234567");
  for (const slot of ["face", "back", "hand"]) {
    await page
      .getByTestId(`credit-photo-${slot}`)
      .setInputFiles({ name: `${slot}.png`, mimeType: "image/png", buffer: PNG });
    await expect(page.getByTestId(`credit-photo-${slot}-state`)).toHaveAttribute("data-state", "done");
  }
  await page.getByTestId("credit-amount").fill("100000");
  await page.getByTestId("credit-term").selectOption("30");
  // The cost before submitting: 100,000 × 0.2 %/day × 30 days = 6,000.00 interest.
  await expect(page.getByTestId("credit-quote-total")).toContainText("106,000.00");
  await page.getByTestId("credit-agree").check();
}

async function decide(page: Page, creditId: string, how: "approve" | "reject") {
  await page.goto("/admin/loans");
  await page.getByTestId(`review-loan-${creditId}`).click();
  await expect(page.getByTestId("loan-picture-face")).toBeVisible();
  if (how === "approve") {
    await page.getByTestId("loan-approve").click();
    await page.getByTestId("confirm-loan-approve").click();
  } else {
    await page.getByTestId("loan-reject").click();
    await page.getByTestId("loan-reject-reason-input").fill("The ID photo is blurred");
    await page.getByTestId("confirm-loan-reject").click();
  }
  await expect(page.getByTestId(`review-loan-${creditId}`)).toHaveCount(0);
}

const latestLoan = async (request: APIRequestContext, token: string) =>
  (await api<{ elements: { id: string; status: number }[] }>(request, "credit!histroy", { token, pageNum: 1 }))
    .elements[0];

test("apply with photos and the cost shown first; staff pay it out; the wallet shows it; repay from the wallet", async ({
  page,
  browser,
  request,
}) => {
  const b = await newBorrower(page, request, "loan");
  await page.goto("/credit");
  await expect(page.getByTestId("credit-rate")).toContainText("0.2");
  await page.getByTestId("credit-apply").click();
  await expect(page).toHaveURL(/\/credit\/application/);
  await fillApplication(page);
  await page.getByTestId("credit-submit").click();
  await expect(page).toHaveURL(/\/credit\/myLoan/);
  const loan = await latestLoan(request, b.token);
  expect(loan?.status).toBe(1);

  const staff = await browser.newPage();
  await consoleLogin(staff);
  await decide(staff, loan?.id ?? "", "approve");
  await staff.close();

  await page.goto("/userInfo/money-package");
  await expect(page.getByTestId("wallet-available")).toContainText("100,000.00");
  await page.goto("/credit/myLoan");
  // Day 1 counts at once: 200.00 interest, 100,200.00 due.
  await expect(page.getByTestId("loan-due")).toContainText("100,200.00");
  // The borrower spends nothing and tops up the interest through the card sandbox.
  await page.goto("/userInfo/money-package/recharge?method=provider");
  await page.getByTestId("provider-currency").selectOption("USD");
  await page.getByTestId("recharge-amount").fill("200");
  await page.getByTestId("recharge-submit").click();
  await page.getByTestId("sandbox-pay").click();
  await page.goto("/credit/myLoan");
  await page.getByTestId("loan-repay").click();
  await page.getByTestId("fund-password").first().click();
  await page.keyboard.type("123456");
  await page.getByTestId("repay-confirm").click();
  await expect(page.getByTestId("loan-history-row").first()).toHaveAttribute("data-state", "5");
  await page.goto("/userInfo/money-package");
  await expect(page.getByTestId("wallet-available")).toContainText("0.00");
});

test("a rejected application is reapplied for", async ({ page, browser, request }) => {
  const b = await newBorrower(page, request, "lrej");
  await page.goto("/credit/application");
  await fillApplication(page);
  await page.getByTestId("credit-submit").click();
  await expect(page).toHaveURL(/\/credit\/myLoan/);
  const loan = await latestLoan(request, b.token);

  const staff = await browser.newPage();
  await consoleLogin(staff);
  await decide(staff, loan?.id ?? "", "reject");
  await staff.close();

  await page.goto("/credit/myLoan");
  await expect(page.getByTestId("loan-reject-reason").first()).toContainText("blurred");
  await page.getByTestId("loan-reapply").first().click();
  await expect(page).toHaveURL(/creditId=/);
  await expect(page.getByTestId("credit-real-name")).toHaveValue("Alice Smith");
  await expect(page.getByTestId("credit-photo-face-state")).toHaveAttribute("data-state", "done");
  await page.getByTestId("credit-amount").fill("120000");
  await page.getByTestId("credit-term").selectOption("30");
  await page.getByTestId("credit-agree").check();
  await page.getByTestId("credit-submit").click();
  await expect(page).toHaveURL(/\/credit\/myLoan/);
  const history = await api<{ elements: { status: number }[] }>(request, "credit!histroy", {
    token: b.token,
    pageNum: 1,
  });
  expect(history.elements.map((e) => e.status).sort()).toEqual([1, 4]);
});
