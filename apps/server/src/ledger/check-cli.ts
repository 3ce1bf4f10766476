import { loadEnv } from "../config/env.ts";
import { migrate } from "../db/migrate.ts";
import { openFromEnv } from "../db/open.ts";
import { checkLedger } from "./check.ts";

// npm run ledger:check — proves the ledger's invariants on the database the environment names.
const db = await openFromEnv(loadEnv(), 2);
try {
  await migrate(db);
  const r = await checkLedger(db);
  console.log(`ledger: ${r.transactions} transactions, ${r.postings} postings`);
  console.log(`  every transaction balances:          ${r.unbalanced.length ? `NO (${r.unbalanced.length})` : "yes"}`);
  console.log(`  every balance equals its postings:   ${r.drifted.length ? `NO (${r.drifted.length})` : "yes"}`);
  console.log(`  no forbidden negative balance:       ${r.negative.length ? `NO (${r.negative.length})` : "yes"}`);
  if (!r.ok) {
    console.log(JSON.stringify({ unbalanced: r.unbalanced, drifted: r.drifted, negative: r.negative }, null, 2));
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
