import { type FrameSketch, formatAmount, openingPrice, type PriceSource, priceView } from "@mall/contract";
import escapeHtml from "escape-html";

/**
 * The frame a /wap landing page paints before its code (wap.html's #boot), drawn by the server from the page's
 * first screen's answers and its start catalogues (issue 14 §3): the visitor sees the page's content as soon as
 * the HTML is in, and the page's own render replaces it at the same places, in the same sizes (wap.html has the
 * frame's styles, copied from the page's). Every text is escaped; a sketch that lacks a word or an answer is
 * not drawn, and the page draws itself as it would without one.
 */

/** A start catalogue's sentence by `namespace:key`, with i18next's `{{name}}` filled; undefined when missing. */
export type Words = (key: string, vars?: Record<string, string | number>) => string | undefined;

export type SketchInput = {
  /** The first screen's answers by action (`sellerGoods!info`, `category!tree`, ...). */
  answers: Record<string, unknown>;
  words: Words;
  /** The browser says it holds a session (the ES_SIGNED cookie the storefront keeps beside its token). */
  signedIn: boolean;
};

/** What the frame shows (HTML inside #boot) and the pictures the head asks for at once, the first one first. */
export type Sketch = { html: string; pictures: string[] };

const PICTURE = /^\/[\w./%-]+$/;
const picture = (v: unknown): string | undefined => (typeof v === "string" && PICTURE.test(v) ? v : undefined);
const text = (v: unknown) => escapeHtml(String(v ?? ""));

/** The words of a catalogue file `{ a: { b: "..." } }` as a Words function over several namespaces. */
export function wordsOf(catalogues: Record<string, unknown>): Words {
  return (key, vars = {}) => {
    const [ns, path = ""] = key.split(":", 2);
    let node: unknown = catalogues[ns ?? ""];
    for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== "string") return undefined;
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ""));
  };
}

/** The home: the carousel's first slide, where the carousel draws it. */
function home({ answers }: SketchInput): Sketch | undefined {
  const banners = (answers["banner!bannerList"] as { result?: { imgUrl?: unknown; sort?: unknown }[] } | null)?.result;
  const first = [...(banners ?? [])].sort((a, b) => Number(a.sort) - Number(b.sort))[0];
  const src = picture(first?.imgUrl);
  if (!src) return undefined;
  return { html: `<img class="hero" src="${src}" alt="" fetchpriority="high">`, pictures: [src] };
}

type TreeNode = { name?: unknown; iconImg?: unknown; subList?: TreeNode[] | null };
const icon = (c: TreeNode, size: number) => {
  const src = picture(c.iconImg);
  return src
    ? `<img class="sk-icon" src="${src}" alt="" width="${size}" height="${size}">`
    : `<span class="sk-icon" style="inline-size:${size}px;block-size:${size}px">${text(String(c.name ?? "").slice(0, 1))}</span>`;
};

/** The category tree: the rail of top categories, the first one's panel with its sub categories' grid. */
function category({ answers, words }: SketchInput): Sketch | undefined {
  const tops = (Array.isArray(answers["category!tree"]) ? answers["category!tree"] : []) as TreeNode[];
  const top = tops[0];
  const allIn = top && words("wap:browse.allIn", { name: String(top.name ?? "") });
  if (!top || !allIn) return undefined;
  const subs = (top.subList ?? []).slice(0, 12);
  const rail = tops.map((c, i) => `<span${i ? "" : ' class="on"'}>${text(c.name)}</span>`).join("");
  const grid = subs.map((c) => `<span class="sk-sub">${icon(c, 56)}<span>${text(c.name)}</span></span>`).join("");
  return {
    html:
      `<div class="sk sk-split"><div class="sk-rail">${rail}</div><div class="sk-panel">` +
      `<span class="sk-all">${icon(top, 40)}<span>${text(allIn)}</span></span><div class="sk-grid">${grid}</div></div></div>`,
    pictures: [top, ...subs.slice(0, 9)].flatMap((c) => picture(c.iconImg) ?? []),
  };
}

type Listing = PriceSource & { name?: unknown; canSelectAttributes?: unknown } & Record<string, unknown>;

/** The product: its first picture (the gallery's square), the price it opens with, its name. */
function product({ answers, words }: SketchInput): Sketch | undefined {
  const goods = answers["sellerGoods!info"] as Listing | undefined;
  if (!goods || typeof goods.sellingPrice !== "number") return undefined;
  const source = openingPrice(goods as Parameters<typeof openingPrice>[0]);
  const v = priceView(source);
  const amount = (n: number) => words("pages:money.amount", { amount: formatAmount(n) });
  const now = amount(v.now);
  // As the page's Price writes it: "from" when the listing's options differ and none is chosen yet.
  const shown = now && source.priceFrom === 1 ? words("pages:money.from", { price: `\u2066${now}\u2069` }) : now;
  if (!shown) return undefined;
  const was = v.was !== null ? amount(v.was) : undefined;
  const off = v.percentOff !== null ? words("pages:money.off", { percent: v.percentOff }) : undefined;
  // The gallery's first picture: imgUrl1, else the first of imgUrl2… that is set (features/goods IMG_KEYS).
  const src = Object.keys(goods)
    .filter((k) => /^imgUrl\d+$/.test(k))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
    .map((k) => picture(goods[k]))
    .find(Boolean);
  return {
    html:
      `<div class="sk">${src ? `<img class="sk-pic" src="${src}" alt="" fetchpriority="high">` : '<div class="sk-pic"></div>'}` +
      `<div class="sk-block"><div class="sk-price"><bdi>${text(shown)}</bdi>` +
      `${was ? `<del><bdi>${text(was)}</bdi></del>` : ""}${off ? `<span class="sk-off">${text(off)}</span>` : ""}</div>` +
      `<p class="sk-name">${text(goods.name)}</p></div></div>`,
    pictures: src ? [src] : [],
  };
}

/** The cart of a visitor without a session: the prompt to sign in (a signed-in visitor's cart is theirs alone). */
function cart({ words, signedIn }: SketchInput): Sketch | undefined {
  if (signedIn) return undefined;
  const title = words("wap:buy.cart.loginTitle");
  const line = words("wap:buy.cart.loginText");
  const button = words("wap:buy.cart.login");
  if (!title || !line || !button) return undefined;
  return {
    html:
      `<div class="sk sk-state"><span class="sk-state-icon"></span><p class="sk-title">${text(title)}</p>` +
      `<p class="sk-text">${text(line)}</p><span class="sk-button">${text(button)}</span></div>`,
    pictures: [],
  };
}

export const SKETCHES: Record<FrameSketch, (input: SketchInput) => Sketch | undefined> = {
  home,
  category,
  product,
  cart,
};
