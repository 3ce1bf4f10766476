import { type BrandVo, isDarkColour } from "@mall/contract";
import { ICONS } from "./icons.ts";
import { swatchHex } from "./palette.ts";

/**
 * What the pictures are drawn from: the demo catalogue's departments, store names and brands. The seed owns
 * them (seed/artwork.ts); the app hands them in, so a picture matches the seeded row it shows.
 */
export interface Artwork {
  /** The pictogram (media/icons.ts) of each department, by department index. */
  departmentIcons: readonly string[];
  /** The department index of a seeded goods id. */
  goodsDepartment(goodsId: number): number;
  /** The department (top category id) of a category id. */
  topOfCategory(categoryId: number): number;
  /** Two letters of a seeded store's name, for its avatar. */
  storeInitials(sellerId: number): string;
  brands: readonly { id: string; name: string; theme: BrandVo["theme"] }[];
}

/** A well-mixed 32-bit hash of small integers, so neighbouring ids get unrelated colours. */
export function mix(...xs: number[]): number {
  let h = 0x9e3779b9;
  for (const x of xs) {
    h = Math.imul(h ^ (x | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
const grad = (id: string, a: string, b: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const icon = (key: string, x: number, y: number, size: number, fill: string, opacity = 1) =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})" fill="${fill}" color="${fill}" opacity="${opacity}">${ICONS[key] ?? ICONS.bag}</g>`;
const iconOf = (art: Artwork, department: number) => art.departmentIcons[department] ?? "bag";

/** Product photo n of a goods: a studio backdrop, a soft floor shadow and the department's pictogram. */
export function goodsImage(art: Artwork, goodsId: number, n: number): string {
  const r = mix(goodsId);
  const hue = (r % 360) + n * 23;
  const key = iconOf(art, art.goodsDepartment(goodsId));
  const size = 380 + ((r >>> 9) % 5) * 16 + (n % 2) * 30;
  const x = 400 - size / 2 + (n === 1 ? 0 : (mix(goodsId, n) % 120) - 60);
  const tilt = n === 1 ? 0 : (mix(goodsId, n, 7) % 30) - 15;
  return svg(
    800,
    800,
    `<defs>${grad("b", hsl(hue, 70, 92), hsl(hue + 40, 60, 78), true)}<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="800" height="800" fill="url(#b)"/><circle cx="${640 - n * 40}" cy="${150 + n * 30}" r="${120 + (r % 60)}" fill="#fff" opacity=".35"/>` +
      `<ellipse cx="400" cy="650" rx="${size * 0.6}" ry="40" fill="url(#s)"/>` +
      `<g transform="rotate(${tilt} 400 400)">${icon(key, x, 600 - size, size, hsl(hue + 180, 45, 38))}</g>`,
  );
}

export function swatch(valueId: number): string {
  return svg(64, 64, `<circle cx="32" cy="32" r="29" fill="${swatchHex(valueId)}" stroke="#cfcfcf" stroke-width="2"/>`);
}

export function sellerAvatar(art: Artwork, id: number): string {
  const hue = mix(id, 3) % 360;
  return svg(
    200,
    200,
    `<defs>${grad("a", hsl(hue, 65, 55), hsl(hue + 35, 70, 40))}</defs><circle cx="100" cy="100" r="100" fill="url(#a)"/>` +
      `<text x="100" y="122" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="64" font-weight="700" fill="#fff">${esc(art.storeInitials(id))}</text>`,
  );
}

export function sellerBanner(id: number, n: number): string {
  const r = mix(id, n, 5);
  const hue = (mix(id, 3) % 360) + n * 30;
  let dots = "";
  for (let i = 0; i < 9; i++) {
    const q = mix(id, n, i);
    dots += `<circle cx="${q % 1200}" cy="${(q >>> 12) % 300}" r="${20 + ((q >>> 20) % 70)}" fill="#fff" opacity=".${1 + (q % 2)}"/>`;
  }
  return svg(
    1200,
    300,
    `<defs>${grad("g", hsl(hue, 60, 45), hsl(hue + 50, 65, 60))}</defs><rect width="1200" height="300" fill="url(#g)"/>${dots}` +
      `<path d="M0 ${220 + (r % 40)} Q600 ${140 + (r % 80)} 1200 ${230 - (r % 50)} V300 H0z" fill="#000" opacity=".12"/>`,
  );
}

export function categoryIcon(art: Artwork, id: number): string {
  const top = art.topOfCategory(id);
  const hue = ((top - 1) * 137) % 360;
  const light = id === top ? 50 : 62;
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="22" fill="${hsl(hue, 65, 94)}"/>${icon(iconOf(art, top - 1), 20, 20, 56, hsl(hue, 60, light - 10))}`,
  );
}

const HEADLINES = [
  ["New season", "Fresh arrivals from thousands of stores"],
  ["Up to 40% off", "Discounts that end soon"],
  ["Top stores", "Shop the sellers buyers love"],
  ["Daily deals", "A new line-up every morning"],
  ["Free shipping", "On thousands of goods"],
  ["Member picks", "Handpicked for you"],
] as const;

const brandTheme = (art: Artwork, brand: string) => (art.brands.find((b) => b.id === brand) ?? art.brands[0])?.theme;
const anyIcon = (art: Artwork, r: number) => iconOf(art, r % Math.max(art.departmentIcons.length, 1));

export function bannerArt(art: Artwork, brand: string, n: number): string {
  const t = brandTheme(art, brand);
  const [title, sub] = HEADLINES[(n - 1) % HEADLINES.length] ?? HEADLINES[0];
  const key = anyIcon(art, mix(n, brand.length));
  return svg(
    1200,
    400,
    `<defs>${grad("g", t?.primary ?? "#e4393c", t?.primaryDark ?? "#b71c1c")}</defs><rect width="1200" height="400" fill="url(#g)"/>` +
      `<circle cx="930" cy="200" r="170" fill="${t?.accent ?? "#ff9800"}" opacity=".85"/><circle cx="1090" cy="60" r="80" fill="#fff" opacity=".12"/>` +
      icon(key, 830, 100, 200, "#fff", 0.95) +
      // Sized to stay inside the left 500 units: side banners show only that much of the art.
      `<text x="56" y="180" font-family="Arial,Helvetica,sans-serif" font-size="54" font-weight="800" fill="#fff">${esc(title)}</text>` +
      `<text x="58" y="232" font-family="Arial,Helvetica,sans-serif" font-size="28" fill="#fff" opacity=".9">${esc(sub)}</text>` +
      `<rect x="56" y="276" width="190" height="56" rx="28" fill="#fff"/><text x="151" y="313" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="${t?.primaryDark ?? "#b71c1c"}">Shop now</text>`,
  );
}

export function brandLogo(art: Artwork, brand: string): string {
  const b = art.brands.find((x) => x.id === brand);
  const t = b?.theme ?? brandTheme(art, brand);
  const name = b?.name ?? brand.charAt(0).toUpperCase() + brand.slice(1);
  const mark =
    brand === "nordic"
      ? `<path d="M4 50 22 18l10 16 8-12 16 28z" fill="${t?.primary}"/><circle cx="44" cy="16" r="6" fill="${t?.accent}"/>`
      : `<circle cx="30" cy="30" r="24" fill="${t?.primary}"/><path d="M12 38c8-14 28-20 40-10" stroke="${t?.accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  return svg(
    260,
    60,
    `${mark}<text x="68" y="40" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="800" fill="${t && isDarkColour(t.headerBg) ? t.headerText : t?.primaryDark}">${esc(name)}</text>`,
  );
}

export function reviewPhoto(art: Artwork, n: number): string {
  const r = mix(n, 11);
  const hue = r % 360;
  let bokeh = "";
  for (let i = 0; i < 6; i++) {
    const q = mix(n, i, 13);
    bokeh += `<circle cx="${q % 600}" cy="${(q >>> 10) % 600}" r="${15 + ((q >>> 20) % 50)}" fill="#fff" opacity=".18"/>`;
  }
  return svg(
    600,
    600,
    `<defs>${grad("g", hsl(hue, 35, 70), hsl(hue + 20, 40, 45), true)}</defs><rect width="600" height="600" fill="url(#g)"/>${bokeh}` +
      `<rect x="0" y="430" width="600" height="170" fill="${hsl(hue + 30, 20, 85)}"/>` +
      icon(anyIcon(art, r), 170, 170, 260, hsl(hue + 180, 35, 35)),
  );
}
