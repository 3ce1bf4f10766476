/** Colour options of seeded goods; shared by the seed (names) and the swatch route (fill), so they match. */
export const PALETTE: { hex: string; names: string }[] = [
  { hex: "#222222", names: "Black|黑色|黑色" },
  { hex: "#f5f5f5", names: "White|白色|白色" },
  { hex: "#9e9e9e", names: "Grey|灰色|灰色" },
  { hex: "#1f3a5f", names: "Navy|藏青色|藏青色" },
  { hex: "#d32f2f", names: "Red|红色|紅色" },
  { hex: "#f48fb1", names: "Pink|粉色|粉色" },
  { hex: "#e8d8b8", names: "Beige|米色|米色" },
  { hex: "#795548", names: "Brown|棕色|棕色" },
  { hex: "#388e3c", names: "Green|绿色|綠色" },
  { hex: "#7c7f35", names: "Olive|橄榄绿|橄欖綠" },
  { hex: "#1e88e5", names: "Blue|蓝色|藍色" },
  { hex: "#81d4fa", names: "Sky Blue|天蓝色|天藍色" },
  { hex: "#7e57c2", names: "Purple|紫色|紫色" },
  { hex: "#fbc02d", names: "Yellow|黄色|黃色" },
  { hex: "#fb8c00", names: "Orange|橙色|橙色" },
  { hex: "#00897b", names: "Teal|青绿色|青綠色" },
];

/**
 * Seeded attribute value ids are positional: goods g owns ids (g-1)*11+1 … (g-1)*11+11, slots 1–5 colours and
 * 6–11 sizes. Colour slot j of goods g is PALETTE[(g*7 + j*3) % 16] (distinct for j = 1..5).
 */
export const VALUE_SLOTS = 11;
export const colourIndex = (goodsId: number, slot: number) => (goodsId * 7 + slot * 3) % PALETTE.length;

/** Fill of a swatch by value id: the seeded colour, or a stable palette pick for any other id. */
export function swatchHex(valueId: number): string {
  const g = Math.floor((valueId - 1) / VALUE_SLOTS) + 1;
  const slot = ((valueId - 1) % VALUE_SLOTS) + 1;
  const idx = slot <= 5 ? colourIndex(g, slot) : valueId % PALETTE.length;
  return PALETTE[idx]?.hex ?? "#9e9e9e";
}
