import { TOPS_A } from "./tree-a.ts";
import { TOPS_B } from "./tree-b.ts";
import { TOPS_C } from "./tree-c.ts";
import { TOPS_D } from "./tree-d.ts";
import type { L3, L21, LeafDef, SizeScale, TopDef } from "./vocab.ts";

export const TOPS: TopDef[] = [...TOPS_A, ...TOPS_B, ...TOPS_C, ...TOPS_D];

export interface CategoryRow {
  id: number;
  parentId: number | null;
  level: 1 | 2 | 3;
  sort: number;
  isRec: boolean;
  names: L21;
}

/** A category that holds goods, with what it inherits from its ancestors resolved. */
export interface Leaf {
  idx: number;
  id: number;
  secondId: number;
  topId: number;
  topIdx: number;
  nouns: L3[];
  size: SizeScale;
  colour: boolean;
  price: [number, number];
  /** Share of the catalogue: bigger departments get more goods. */
  weight: number;
}

/**
 * Ids are positional so a category's department can be read off its id (the media icons need that without a
 * database): top k → k, its s-th child → k*100+s, that child's t-th child → k*10000+s*100+t.
 */
export function categoryRows(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  TOPS.forEach((top, ti) => {
    const k = ti + 1;
    rows.push({ id: k, parentId: null, level: 1, sort: ti, isRec: top.rec, names: top.n });
    top.subs.forEach((sub, si) => {
      const sid = k * 100 + si + 1;
      rows.push({ id: sid, parentId: k, level: 2, sort: si, isRec: false, names: sub.n });
      (sub.subs ?? []).forEach((third, xi) => {
        rows.push({
          id: k * 10000 + (si + 1) * 100 + xi + 1,
          parentId: sid,
          level: 3,
          sort: xi,
          isRec: false,
          names: third.n,
        });
      });
    });
  });
  return rows;
}

export function leaves(): Leaf[] {
  const out: Leaf[] = [];
  TOPS.forEach((top, ti) => {
    const k = ti + 1;
    const add = (def: LeafDef, id: number, secondId: number, parent: LeafDef) => {
      out.push({
        idx: out.length,
        id,
        secondId,
        topId: k,
        topIdx: ti,
        nouns: def.w ?? [],
        size: def.size ?? parent.size ?? top.size,
        colour: def.colour ?? parent.colour ?? top.colour,
        price: def.price ?? parent.price ?? top.price,
        weight: top.rec ? 3 : 2,
      });
    };
    top.subs.forEach((sub, si) => {
      const sid = k * 100 + si + 1;
      const thirds = sub.subs ?? [];
      if (!thirds.length) add(sub, sid, sid, top);
      thirds.forEach((third, xi) => {
        add(third, k * 10000 + (si + 1) * 100 + xi + 1, sid, sub);
      });
    });
  });
  return out;
}

/** Department (top category id) of a category id, by the positional scheme above. */
export function topOfCategory(id: number): number {
  return id < 100 ? id : id < 10000 ? Math.floor(id / 100) : Math.floor(id / 10000);
}

/** Weighted slots: seeded goods g sits in leaf SLOTS[(g*7919) % SLOTS.length]. */
export function leafSlots(all: Leaf[]): number[] {
  return all.flatMap((l) => Array.from({ length: l.weight }, () => l.idx));
}

let cachedSlots: { slots: number[]; leaves: Leaf[] } | undefined;

/** Department icon of a seeded goods id; pure arithmetic shared with the seed SQL, so no database. */
export function seededGoodsTopIdx(goodsId: number): number {
  cachedSlots ??= (() => {
    const l = leaves();
    return { slots: leafSlots(l), leaves: l };
  })();
  const { slots, leaves: ls } = cachedSlots;
  const leaf = ls[slots[(goodsId * 7919) % slots.length] ?? 0];
  return leaf?.topIdx ?? 0;
}
