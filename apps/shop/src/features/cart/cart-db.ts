import Dexie, { type Table } from "dexie";
import { storage } from "../../lib/storage.ts";

/**
 * Where the cart lives (contract 2.7): the Dexie database `es-shop-cart`, version 1, table `esLocalStore`
 * (`++id, key, value`), one row per cart key whose value is the JSON text of the lines. When IndexedDB is
 * missing or refuses to open (some private windows), the same key in localStorage is used instead.
 */
type Row = { id?: number; key: string; value: string };

class CartDatabase extends Dexie {
  esLocalStore!: Table<Row, number>;
  constructor() {
    super("es-shop-cart");
    this.version(1).stores({ esLocalStore: "++id, key, value" });
  }
}

let db: CartDatabase | null | undefined;

function database(): CartDatabase | null {
  if (db !== undefined) return db;
  try {
    db = typeof indexedDB === "undefined" ? null : new CartDatabase();
  } catch {
    db = null;
  }
  return db;
}

/** IndexedDB failed once: stay on localStorage for the rest of this page's life. */
function fallBack(): null {
  db?.close();
  db = null;
  return null;
}

/** The stored JSON text of a cart, or null when there is none. */
export async function readCartText(key: string): Promise<string | null> {
  const d = database();
  if (d) {
    try {
      const row = await d.esLocalStore.where("key").equals(key).first();
      return row?.value ?? null;
    } catch {
      fallBack();
    }
  }
  return storage.get(key);
}

/** Replaces a cart; an empty cart removes its row. */
export async function writeCartText(key: string, value: string | null): Promise<void> {
  const d = database();
  if (d) {
    try {
      await d.transaction("rw", d.esLocalStore, async () => {
        const rows = await d.esLocalStore.where("key").equals(key).toArray();
        const [first, ...extra] = rows;
        if (extra.length) await d.esLocalStore.bulkDelete(extra.map((r) => r.id ?? 0));
        if (value === null) {
          if (first?.id !== undefined) await d.esLocalStore.delete(first.id);
        } else if (first?.id !== undefined) await d.esLocalStore.update(first.id, { value });
        else await d.esLocalStore.add({ key, value });
      });
      return;
    } catch {
      fallBack();
    }
  }
  storage.set(key, value);
}
