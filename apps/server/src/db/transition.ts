import { canTransition, type Lifecycle } from "@mall/contract";
import { fail } from "../http/errors.ts";
import type { Queryable } from "./db.ts";

/**
 * Moves a row of a lifecycle (packages/contract/src/lifecycle.ts) from the state it was read in to the
 * event's next state, setting `set` beside it. The update is conditional on the old state, so of two racing
 * requests exactly one wins and the other is refused as if it had come second. The only way a state
 * column changes; `refuse` may name a more precise message for a refused move than the table's.
 */
export async function transition<S extends string | number, E extends string>(
  tx: Queryable,
  l: Lifecycle<S, E>,
  row: { id: string | number; state: S | number | string },
  event: E,
  set: Record<string, unknown> = {},
  refuse: (state: S | number | string) => never = () => fail(l.transitions[event].refused),
): Promise<S> {
  if (!canTransition(l, row.state, event)) return refuse(row.state);
  const to = l.transitions[event].to;
  const cols = Object.keys(set);
  const assignments = cols.map((c, i) => `, ${c} = $${i + 4}`).join("");
  const rows = await tx.query(
    `update ${l.table} set ${l.column} = $3, updated_at = now()${assignments} where id = $1 and ${l.column} = $2 returning id`,
    [row.id, row.state, to, ...cols.map((c) => set[c])],
  );
  if (!rows.length) fail(l.transitions[event].refused);
  return to;
}
