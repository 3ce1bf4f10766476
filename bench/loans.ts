/**
 * Loans under load (issue 12 §4), on a PostgreSQL server (BENCH_DATABASE_URL):
 * - the daily job (overdue, the running interest figure, collections) over 100,000 active loans;
 * - a loan's statement on day 365 of a one-year loan, p95 over HTTP, beside the bare route.
 */
import autocannon from "autocannon";
import { createSession } from "../apps/server/src/accounts/index.ts";
import { openPostgres } from "../apps/server/src/db/db.ts";
import { postEntry } from "../apps/server/src/ledger/post.ts";
import { runLoanDay } from "../apps/server/src/loans/index.ts";

export type LoanFigures = {
  loans: number;
  jobSeconds: number;
  overdue: number;
  charged: number;
  collected: number;
  detail: { rps: number; p50: number; p97_5: number; p99: number; non2xx: number };
};

export async function benchLoans(o: { base: string; seconds: number; connections: number; dbUrl: string }) {
  const db = await openPostgres(o.dbUrl, 10);
  try {
    const tag = `bl${Date.now().toString(36)}`;
    const N = 100_000;
    process.stdout.write(`loans: ${N} active loans ...\n`);
    // Borrowers and their running loans, approved between 1 and 400 days ago (some past due), made in SQL.
    await db.query(
      `with p as (insert into party (username, usercode) select $1 || '_' || g, $1 || 'c' || g from generate_series(1, $2) g
                  returning id)
       insert into loan (id, party_id, status, real_name, identification, country_id, img_face, img_back, img_hand,
         term_days, principal, rate_ppm, penalty_ppm, created_at, approved_at, due_at, auto_collect)
       select md5($1 || p.id), p.id, 2, 'Bench', 'B' || p.id, 1, '/media/uploads/b.png', '/media/uploads/b.png',
         '/media/uploads/b.png', t.term, 10000000, 2000, 5000, now() - (a.days || ' days')::interval,
         now() - (a.days || ' days')::interval, now() - (a.days || ' days')::interval + (t.term || ' days')::interval,
         p.id % 10 = 0
       from p, lateral (select (array[7, 30, 90, 180, 365])[1 + p.id % 5] term) t,
         lateral (select 1 + (p.id::bigint * 7919) % 400 days) a`,
      [tag, N],
    );
    // A tenth of the borrowers leave automatic collection on and hold some money: partial collections.
    const collecting = await db.query<{ party_id: number }>(
      "select party_id from loan l join party p on p.id = l.party_id where p.username like $1 and l.auto_collect",
      [`${tag}_%`],
    );
    process.stdout.write(`loans: ${collecting.length} borrowers with money to collect ...\n`);
    for (const { party_id } of collecting) {
      await db.tx((tx) =>
        postEntry(tx, {
          kind: "grant",
          postings: [
            { account: { platform: "platform:grants" }, amount: -5_000_000n },
            { account: { party: party_id, code: "available" }, amount: 5_000_000n },
          ],
        }),
      );
    }
    // A one-year loan on its day 365, with a statement of a few lines, for the detail figure.
    const [borrower] = await db.query<{ id: number }>(
      "insert into party (username, usercode) values ($1, $2) returning id",
      [`${tag}_y`, `${tag}y`],
    );
    const yearLoan = `${tag}${"0".repeat(32)}`.slice(0, 32).replace(/[^0-9a-f]/g, "a");
    await db.query(
      `insert into loan (id, party_id, status, real_name, identification, country_id, img_face, img_back, img_hand,
         term_days, principal, rate_ppm, penalty_ppm, created_at, approved_at, due_at)
       values ($1, $2, 2, 'Year', 'Y1', 1, '/media/uploads/y.png', '/media/uploads/y.png', '/media/uploads/y.png', 365,
         100000000, 2000, 5000, now() - interval '364 days 1 hour', now() - interval '364 days 1 hour',
         now() + interval '23 hours')`,
      [yearLoan, borrower?.id],
    );
    // Statistics as autovacuum keeps them on a database whose loans arrived over months, not in one statement.
    await db.query("analyze loan, party, ledger_account");
    // Today's claim may exist from the server's own timer: the bench runs tomorrow's day on the same data.
    const day = new Date(Date.now() + 86_400_000);
    await db.query("delete from loan_job_day where day >= current_date");
    process.stdout.write("loans: the daily job ...\n");
    const t0 = performance.now();
    const r = await runLoanDay(db, day);
    const jobSeconds = (performance.now() - t0) / 1000;

    const token = await createSession(db, { partyId: borrower?.id ?? 0, app: "shop", now: new Date() });
    process.stdout.write("loans: a year-old loan's statement ...\n");
    const detail = await autocannon({
      url: `${o.base}/api/credit!statement.action?token=${token}&creditId=${yearLoan}`,
      method: "POST",
      connections: o.connections,
      duration: o.seconds,
    });
    return {
      loans: N,
      jobSeconds: Math.round(jobSeconds * 10) / 10,
      overdue: r.overdue,
      charged: r.charged,
      collected: r.collected,
      detail: {
        rps: Math.round(detail.requests.average),
        p50: detail.latency.p50,
        p97_5: detail.latency.p97_5,
        p99: detail.latency.p99,
        non2xx: detail.non2xx,
      },
    } satisfies LoanFigures;
  } finally {
    await db.close();
  }
}
