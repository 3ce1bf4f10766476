import type { Artwork } from "../media/index.ts";
import { seededGoodsTopIdx, TOPS, topOfCategory } from "./tree.ts";
import { BRANDS, STORE_CORE, STORE_PREFIX, STORE_SUFFIX } from "./words.ts";

/** The seeded store name's initials for a store id (same arithmetic as the seed SQL). */
function seededStoreInitials(id: number): string {
  const combos = STORE_PREFIX.length * STORE_CORE.length * STORE_SUFFIX.length;
  const i = ((id - 1) * 1543) % combos;
  const pre = STORE_PREFIX[i % STORE_PREFIX.length] ?? "S";
  const core = STORE_CORE[Math.floor(i / STORE_PREFIX.length) % STORE_CORE.length] ?? "S";
  return `${pre[0]}${core[0]}`;
}

/** What the generated pictures (media/) are drawn from: this seed's departments, stores and brands. */
export const demoArtwork: Artwork = {
  departmentIcons: TOPS.map((t) => t.icon),
  goodsDepartment: seededGoodsTopIdx,
  topOfCategory,
  storeInitials: seededStoreInitials,
  brands: BRANDS,
};
