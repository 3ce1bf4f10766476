import type { Queryable } from "../db/db.ts";

/**
 * Drops the secondary indexes of the given tables and returns how to rebuild them. Bulk loading into a table
 * with twenty-odd indexes costs far more than building them once afterwards from sorted data. Indexes that
 * back constraints (primary keys, unique) stay. Reads the definitions from the catalogue, so indexes added by
 * later migrations are handled too.
 */
export async function dropSecondaryIndexes(q: Queryable, tables: string[]): Promise<string[]> {
  const rows = await q.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c
         where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
     order by i.tablename, i.indexname`,
    [tables],
  );
  for (const r of rows) await q.query(`drop index "${r.name.replace(/"/g, '""')}"`);
  return rows.map((r) => r.def);
}

export async function rebuildIndexes(q: Queryable, defs: string[], onEach?: () => void): Promise<void> {
  for (const def of defs) {
    await q.query(def);
    onEach?.();
  }
}
