import type { Db } from "../db/db.ts";
import { hashPassword } from "../accounts/passwords.ts";
import { PERMISSIONS } from "../auth/policies.ts";
import { postEntry } from "../ledger/post.ts";

/** The README's demo accounts (issue 3 §6). Passwords are demo-only and documented, never used elsewhere. */
export const DEMO_ACCOUNTS = {
  /** Also reachable by e-mail and by phone, so every login form of every client can sign in as it. */
  buyer: {
    username: "buyer001",
    password: "pass1234",
    safeword: "123456",
    grantCents: 1_000_000n,
    email: "buyer001@example.com",
    phone: "1 2025550101",
  },
  seller: { username: "seller001", password: "pass1234", safeword: "123456", grantCents: 500_000n },
  staff: { username: "admin001", password: "pass1234", role: "Super admin" },
  /** A second staff member: payouts above the two-person amount need two different people. */
  finance: { username: "admin002", password: "pass1234", role: "Finance desk" },
} as const;

/**
 * Creates the demo buyer, seller and staff accounts once (idempotent). The buyer's 10,000 USDT arrive as a
 * platform grant through the ledger, like any other money; the seller takes over the first demo store.
 */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  const [exists] = await db.query("select 1 from party where username = $1", [DEMO_ACCOUNTS.buyer.username]);
  if (exists) return false;
  const { buyer, seller, staff } = DEMO_ACCOUNTS;
  const [pw, safe] = await Promise.all([hashPassword(buyer.password), hashPassword(buyer.safeword)]);
  await db.tx(async (tx) => {
    const [role] = await tx.query<{ id: number }>(
      `insert into staff_role (name, permissions) values ($1, $2)
       on conflict (lower(name)) do update set permissions = excluded.permissions returning id`,
      [staff.role, [...PERMISSIONS]],
    );
    const insert = async (
      username: string,
      usercode: string,
      roleName: string,
      extra: { safeword?: string; staffRole?: number; email?: string; phone?: string } = {},
    ) => {
      const [row] = await tx.query<{ id: number }>(
        `insert into party (username, usercode, role, password_hash, safeword_hash, staff_role_id, country_code,
           email, phone)
         values ($1, $2, $3, $4, $5, $6, 'DE', $7, $8) returning id`,
        [
          username,
          usercode,
          roleName,
          pw,
          extra.safeword ?? null,
          extra.staffRole ?? null,
          extra.email ?? null,
          extra.phone ?? null,
        ],
      );
      if (!row) throw new Error(`could not create ${username}`);
      return row.id;
    };
    const buyerId = await insert(buyer.username, "1000001", "MEMBER", {
      safeword: safe,
      email: buyer.email,
      phone: buyer.phone,
    });
    const sellerId = await insert(seller.username, "1000002", "SELLER", { safeword: safe });
    await insert(staff.username, "1000003", "STAFF", { staffRole: role?.id ?? 0 });
    const [financeRole] = await tx.query<{ id: number }>(
      `insert into staff_role (name, permissions) values ($1, $2)
       on conflict (lower(name)) do update set permissions = excluded.permissions returning id`,
      [DEMO_ACCOUNTS.finance.role, ["finance", "deposits", "withdrawals", "users"]],
    );
    await insert(DEMO_ACCOUNTS.finance.username, "1000004", "STAFF", { staffRole: financeRole?.id ?? 0 });
    // The seller owns the first store of the demo data, with the approved application that made it theirs.
    const [store] = await tx.query<{ id: number; name: string }>("select id, name from seller order by id limit 1");
    if (store) {
      await tx.query("update seller set party_id = $2 where id = $1", [store.id, sellerId]);
      await tx.query(
        `insert into store_application (party_id, store_name, contact, status, seller_id, reviewed_at)
         values ($1, $2, 'seller001', 'approved', $3, now())`,
        [sellerId, store.name, store.id],
      );
    }
    for (const [partyId, cents, key] of [
      [buyerId, buyer.grantCents, "buyer001"],
      // The seller buys stock from the platform when it confirms an order, so it starts with working capital.
      [sellerId, seller.grantCents, "seller001"],
    ] as const) {
      await postEntry(tx, {
        kind: "grant",
        memo: "demo balance",
        idempotencyKey: `demo-grant-${key}`,
        postings: [
          { account: { platform: "platform:grants" }, amount: -cents },
          { account: { party: partyId, code: "available" }, amount: cents },
        ],
      });
    }
  });
  return true;
}
