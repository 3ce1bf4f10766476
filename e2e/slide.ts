import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The slide check on screen (a page kept alive out of sight may hold another). */
export const slideCheck = (page: Page): Locator =>
  page
    .locator("fieldset")
    .filter({ has: page.getByTestId("slide-handle") })
    .filter({ visible: true });

/**
 * The slide check (decision 0013) as a person does it: look at the picture, find the gap, drag the handle
 * there with the mouse. "Looking" is done here by the pictures themselves: the gap is the piece's own pixels
 * darkened, so where the piece correlates best with the picture is where it goes. (A script can do this too:
 * the check raises the cost of abuse, it does not make it impossible.)
 */
export async function gapOf(page: Page): Promise<{ x: number; max: number }> {
  const check = slideCheck(page);
  await expect(check.getByTestId("slide-handle")).toHaveAttribute("tabindex", "0");
  return check.evaluate(async (root) => {
    const back = root.querySelector<HTMLImageElement>("[data-testid=slide-background]");
    const piece = root.querySelector<HTMLImageElement>("[data-testid=slide-piece]");
    if (!back || !piece) throw new Error("no slide check on the page");
    await Promise.all([back.decode(), piece.decode()]);
    const pixels = (img: HTMLImageElement) => {
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const g = canvas.getContext("2d");
      if (!g) throw new Error("no canvas");
      g.drawImage(img, 0, 0);
      return g.getImageData(0, 0, canvas.width, canvas.height);
    };
    const b = pixels(back);
    const p = pixels(piece);
    const y = Math.round((Number.parseFloat(piece.style.top) / 100) * b.height);
    // Inner pixels of the piece (away from its light rim), as luminance.
    const lum = (d: Uint8ClampedArray, i: number) =>
      0.3 * (d[i] ?? 0) + 0.59 * (d[i + 1] ?? 0) + 0.11 * (d[i + 2] ?? 0);
    const inner: [number, number, number][] = [];
    for (let py = 0; py < p.height; py++) {
      for (let px = 0; px < p.width; px++) {
        const opaque = (dx: number, dy: number) => (p.data[((py + dy) * p.width + px + dx) * 4 + 3] ?? 0) === 255;
        if (py < 4 || px < 4 || py >= p.height - 4 || px >= p.width - 4) continue;
        if ([-4, 0, 4].every((dx) => [-4, 0, 4].every((dy) => opaque(dx, dy)))) {
          inner.push([px, py, lum(p.data, (py * p.width + px) * 4)]);
        }
      }
    }
    const max = b.width - p.width;
    let best = { x: 0, score: Number.NEGATIVE_INFINITY };
    for (let x = 0; x <= max; x++) {
      // Pearson correlation of the piece with the picture under it: 1 where the picture is the piece darkened.
      let [sa, sb, saa, sbb, sab] = [0, 0, 0, 0, 0];
      for (const [px, py, a] of inner) {
        const v = lum(b.data, ((y + py) * b.width + x + px) * 4);
        sa += a;
        sb += v;
        saa += a * a;
        sbb += v * v;
        sab += a * v;
      }
      const n = inner.length;
      const score = (sab - (sa * sb) / n) / Math.sqrt((saa - (sa * sa) / n) * (sbb - (sb * sb) / n) || 1);
      if (score > best.score) best = { x, score };
    }
    return { x: best.x, max };
  });
}

/**
 * Drags the handle with the mouse so the piece ends at picture x `x`, in small steps over about half a
 * second; in a right-to-left page the piece runs from right to left.
 */
export async function dragPieceTo(page: Page, x: number) {
  const check = slideCheck(page);
  const handle = check.getByTestId("slide-handle");
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  const background = check.getByTestId("slide-background");
  const picture = await background.boundingBox();
  const natural = await background.evaluate((img: HTMLImageElement) => img.naturalWidth);
  const rtl = await page.evaluate(() => document.documentElement.dir === "rtl");
  if (!box || !picture) throw new Error("the slide check is not on screen");
  const from = Number(await handle.getAttribute("aria-valuenow"));
  const dx = ((x - from) * picture.width) / natural;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const steps = 16;
  for (let i = 1; i <= steps; i++) {
    // A hand does not move evenly, nor exactly along a line.
    const eased = 1 - (1 - i / steps) ** 2;
    await page.mouse.move(cx + (rtl ? -dx : dx) * eased, cy + (i % 3) - 1);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
  // Screen pixels round to picture pixels: within one of the aim.
  await expect
    .poll(async () => Math.abs(Number(await handle.getAttribute("aria-valuenow")) - x))
    .toBeLessThanOrEqual(1);
}

/** Finds the gap and drags the piece into it. */
export async function slideToGap(page: Page) {
  const { x } = await gapOf(page);
  await dragPieceTo(page, x);
}

/** Drags the piece well away from the gap. */
export async function slideAwayFromGap(page: Page) {
  const { x, max } = await gapOf(page);
  await dragPieceTo(page, x > max / 2 ? x - 60 : x + 60);
}
