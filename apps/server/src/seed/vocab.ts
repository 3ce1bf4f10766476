/**
 * Shapes of the seed vocabulary. Strings pack translations with "|" so a whole category fits on one line:
 * `L21` follows LOCALES order (en|zh-CN|zh-TW|ja|de|ms|af|th|el|pt|es|fr|ru|it|tr|ko|ph|ar|id|hi|vi),
 * `L3` is en|zh-CN|zh-TW (goods names and descriptions; other languages fall back to en).
 */
export type L21 = string;
export type L3 = string;

/** Option scales for the second attribute; values are L3. */
export type SizeScale = "none" | "letters" | "eu" | "storage" | "volume" | "weight" | "pack" | "baby" | "kids" | "bed";

export interface LeafDef {
  n: L21;
  /** Nouns for goods names; a category with `subs` has none of its own (its goods live in the subs). */
  w?: L3[];
  subs?: LeafDef[];
  size?: SizeScale;
  colour?: boolean;
  /** Price range in whole dollars. */
  price?: [number, number];
}

export interface TopDef extends LeafDef {
  icon: string;
  rec: boolean;
  size: SizeScale;
  colour: boolean;
  price: [number, number];
  adj: L3[];
  /** Colours or materials put between adjective and noun; empty where no word fits every noun. */
  mods: L3[];
  /** One sentence for descriptions. */
  pitch: L3;
  subs: LeafDef[];
}

export const SIZE_SCALES: Record<Exclude<SizeScale, "none">, { name: L3; values: L3[] }> = {
  letters: { name: "Size|尺码|尺碼", values: ["XS", "S", "M", "L", "XL", "XXL"] },
  eu: { name: "Size|尺码|尺碼", values: ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45"] },
  storage: { name: "Storage|存储容量|儲存容量", values: ["64GB", "128GB", "256GB", "512GB", "1TB"] },
  volume: { name: "Volume|容量|容量", values: ["30ml", "50ml", "100ml", "150ml", "200ml"] },
  weight: { name: "Weight|重量|重量", values: ["250g", "500g", "1kg", "2kg"] },
  pack: {
    name: "Pack size|规格|規格",
    values: [
      "30 count|30粒|30粒",
      "60 count|60粒|60粒",
      "90 count|90粒|90粒",
      "120 count|120粒|120粒",
      "180 count|180粒|180粒",
    ],
  },
  baby: {
    name: "Size|尺码|尺碼",
    values: [
      "0-3M|0-3个月|0-3個月",
      "3-6M|3-6个月|3-6個月",
      "6-12M|6-12个月|6-12個月",
      "12-18M|12-18个月|12-18個月",
      "18-24M|18-24个月|18-24個月",
    ],
  },
  kids: { name: "Height|身高|身高", values: ["100cm", "110cm", "120cm", "130cm", "140cm", "150cm", "160cm"] },
  bed: {
    name: "Bed size|床尺寸|床尺寸",
    values: [
      "Single|单人|單人",
      "Double|双人|雙人",
      "Queen|大号|大號",
      "King|特大号|特大號",
      "Super King|超大号|超大號",
    ],
  },
};

export const COLOUR_ATTR: L3 = "Colour|颜色|顏色";

/** Splits a packed string; a part left out (L3 "Mini") repeats the first. */
export function parts(s: string, n: number): string[] {
  const p = s.split("|");
  return Array.from({ length: n }, (_, i) => p[i] ?? p[0] ?? "");
}
