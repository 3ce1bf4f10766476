import type { LoginResult } from "@mall/contract";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { api } from "./helpers.ts";
import { gapOf, slideAwayFromGap, slideCheck, slideToGap } from "./slide.ts";

/** The slide check (decision 0013) on the shop's registration and, after a wrong password, its login. */
const uniqueName = (p: string) => `${p}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillUsernameRegistration(page: Page, name: string, tab = "Username") {
  await page.getByRole("tab", { name: tab }).click();
  const form = page.locator("main form").filter({ visible: true });
  await form.locator("input[name=account]").fill(name);
  await form.locator("input[name=password]").fill("slide123");
  await form.locator("input[name=re_password]").fill("slide123");
}

test("a piece let go away from the gap is refused with a message and a new picture; in the gap it registers", async ({
  page,
}) => {
  const name = uniqueName("slide");
  await page.goto("/register");
  await fillUsernameRegistration(page, name);

  // Submitting without touching the slider asks for it first; nothing is sent.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(slideCheck(page).getByText("Slide the piece into the gap first.")).toBeVisible();
  await expect(slideCheck(page).getByRole("slider")).toBeFocused();

  await slideAwayFromGap(page);
  const first = await slideCheck(page).getByTestId("slide-background").getAttribute("src");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(slideCheck(page).getByRole("alert")).toHaveText(
    "The piece did not fit the gap. Try again with the new picture.",
  );
  await expect(page.locator("main form").getByRole("alert").first()).toContainText("Verification failed");
  await expect(slideCheck(page).getByTestId("slide-background")).not.toHaveAttribute("src", first ?? "");
  await expect(slideCheck(page).getByRole("slider")).toHaveAttribute("aria-valuenow", "0");
  await expect(page).toHaveURL(/\/register/);

  await slideToGap(page);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId("user-menu")).toContainText(name);
});

test("in Arabic the picture is mirrored and the piece slides from right to left", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("ES_LANG", "ar"));
  const name = uniqueName("slidear");
  await page.goto("/register");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await fillUsernameRegistration(page, name, "اسم المستخدم");

  const handle = slideCheck(page).getByRole("slider");
  await expect(handle).toHaveAccessibleName("حرّك قطعة الأحجية إلى الفراغ في الصورة");
  const before = await handle.boundingBox();
  await slideToGap(page);
  const after = await handle.boundingBox();
  // The handle went left: in a right-to-left page that is forward.
  expect((after?.x ?? 0) < (before?.x ?? 0) - 40).toBe(true);
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId("user-menu")).toContainText(name);
});

test("the login asks for a slide check only after a wrong password, and the keys can slide it", async ({
  page,
  request,
}) => {
  const name = uniqueName("slidekey");
  await api<LoginResult>(request, "localuser!registerNoVerifcode", {
    type: 3,
    username: name,
    password: "right123",
    re_password: "right123",
  });
  await page.goto("/login");
  await page.getByLabel("Username, phone or e-mail").fill(name);
  await expect(slideCheck(page)).toHaveCount(0);
  await page.getByLabel("Password", { exact: true }).fill("wrong123");
  await page.locator("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("main").getByRole("alert").filter({ hasText: "Incorrect password" })).toBeVisible();

  // The slider now shows; moved with the keyboard alone (Shift + arrow for big steps, arrow for small ones).
  const { x } = await gapOf(page);
  const slider = slideCheck(page).getByRole("slider");
  await slider.focus();
  // At a person's pace: the server takes a drag of at least a quarter of a second (accounts/slide.ts), and a
  // gap near the start is reached in as few as 8 presses.
  for (let i = 0; i < Math.floor(x / 12); i++) {
    await page.keyboard.press("Shift+ArrowRight");
    await page.waitForTimeout(60);
  }
  for (let i = 0; i < Math.floor((x % 12) / 2); i++) {
    await page.keyboard.press("ArrowRight");
    await page.waitForTimeout(60);
  }
  await expect
    .poll(async () => Math.abs(Number(await slider.getAttribute("aria-valuenow")) - x))
    .toBeLessThanOrEqual(1);
  await page.getByLabel("Password", { exact: true }).fill("right123");
  await page.locator("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId("user-menu")).toContainText(name);
});
