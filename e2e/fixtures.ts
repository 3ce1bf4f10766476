import { test as base } from "@playwright/test";

/** Pages start with the lottery popup already seen this session, so it does not cover what a test clicks. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => sessionStorage.setItem("lotterySeen", "1"));
    await use(page);
  },
});
export { expect } from "@playwright/test";
