import { expect, test } from "@playwright/test";

test("the lottery popup shows once per session when an activity is running", async ({ page }) => {
  await page.goto("/index");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /close/i }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId("goods-card").first()).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
});
