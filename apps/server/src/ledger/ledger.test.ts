import { type ConsoleWallet, ERRORS, type UsdtBalance, type WalletRecord } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildUser, grantBalance, sessionFor, staffSession } from "../../test/factories.ts";
import { partyBalances } from "./balances.ts";
import { checkLedger } from "./check.ts";
import { postEntry } from "./post.ts";

const t = appForFile();

const transfer = (from: number, to: number, cents: bigint, idempotencyKey?: string) =>
  t.db.tx((tx) =>
    postEntry(tx, {
      kind: "transfer",
      ...(idempotencyKey ? { idempotencyKey } : {}),
      postings: [
        { account: { party: from, code: "available" }, amount: -cents },
        { account: { party: to, code: "available" }, amount: cents },
      ],
    }),
  );

describe("wallet", () => {
  it("shows the balance and the records of the owner only", async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    await grantBalance(t.db, a.id, 1_000_000n);
    await transfer(a.id, b.id, 12_345n);
    const token = await sessionFor(t.db, a.id);
    const bal = await t.inject<UsdtBalance>("wallet!getUsdt", { token });
    expect(bal.data).toEqual({ money: 9876.55, frozenMoney: 0, rebate: 0 });
    const recs = await t.inject<{ pageList: WalletRecord[]; pageInfo: { totalElements: number } }>("wallet!records", {
      token,
      pageNum: 1,
      pageSize: 20,
    });
    expect(recs.data.pageInfo.totalElements).toBe(2);
    expect(recs.data.pageList.map((r) => [r.category, r.amount, r.balanceAfter])).toEqual([
      ["transfer", -123.45, 9876.55],
      ["grant", 10000, 10000],
    ]);
    const other = await t.inject<{ pageList: WalletRecord[] }>("wallet!records", {
      token: await sessionFor(t.db, b.id),
    });
    expect(other.data.pageList.map((r) => r.amount)).toEqual([123.45]);
    expect((await t.inject("wallet!getUsdt")).code).toBe("403");
  });
});

describe("postEntry", () => {
  it("refuses an overdraft and writes nothing", async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    await grantBalance(t.db, a.id, 500n);
    await expect(transfer(a.id, b.id, 501n)).rejects.toMatchObject({ message: ERRORS.insufficientBalance.zh });
    expect(await partyBalances(t.db, a.id)).toEqual({ available: 500n, frozen: 0n });
    expect(await partyBalances(t.db, b.id)).toEqual({ available: 0n, frozen: 0n });
  });

  it("posts an idempotent entry once", async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    await grantBalance(t.db, a.id, 500n);
    const first = await transfer(a.id, b.id, 100n, `k-${a.id}`);
    const again = await transfer(a.id, b.id, 100n, `k-${a.id}`);
    expect(again).toEqual({ txnId: first.txnId, replayed: true });
    expect((await partyBalances(t.db, b.id)).available).toBe(100n);
  });

  it("refuses a key reused for another movement instead of answering as if it were done", async () => {
    const a = await buildUser(t.db);
    const b = await buildUser(t.db);
    const c = await buildUser(t.db);
    await grantBalance(t.db, a.id, 500n);
    await transfer(a.id, b.id, 100n, `k2-${a.id}`);
    const reused = { message: ERRORS.requestIdReused.zh };
    await expect(transfer(a.id, b.id, 101n, `k2-${a.id}`)).rejects.toMatchObject(reused);
    await expect(transfer(a.id, c.id, 100n, `k2-${a.id}`)).rejects.toMatchObject(reused);
    expect(await partyBalances(t.db, a.id)).toEqual({ available: 400n, frozen: 0n });
    expect((await partyBalances(t.db, c.id)).available).toBe(0n);
  });

  it("refuses entries that do not balance, in code and in the database", async () => {
    const a = await buildUser(t.db);
    await expect(
      t.db.tx((tx) =>
        postEntry(tx, {
          kind: "bad",
          postings: [
            { account: { party: a.id, code: "available" }, amount: 100n },
            { account: { platform: "platform:grants" }, amount: -99n },
          ],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    // Bypassing the code: the deferred trigger refuses the commit.
    await grantBalance(t.db, a.id, 100n);
    const [acct] = await t.db.query<{ id: bigint }>("select id from ledger_account where party_id = $1", [a.id]);
    await expect(
      t.db.tx(async (tx) => {
        const [txn] = await tx.query<{ id: bigint }>("insert into ledger_txn (kind) values ('forged') returning id");
        await tx.query(
          "insert into ledger_posting (txn_id, account_id, amount, balance_after) values ($1, $2, 5, 105)",
          [txn?.id, acct?.id],
        );
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      t.db.query("update ledger_posting set amount = amount + 1 where account_id = $1", [acct?.id]),
    ).rejects.toThrow(/append-only/);
  });

  it("keeps 50 parallel payments from one account exact: no overdraft, nothing lost", async () => {
    const payer = await buildUser(t.db);
    const payees = await Promise.all(Array.from({ length: 5 }, () => buildUser(t.db)));
    await grantBalance(t.db, payer.id, 3_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => transfer(payer.id, payees[i % 5]?.id ?? 0, 100n)),
    );
    const ok = results.filter((r) => r.status === "fulfilled").length;
    const refused = results.filter(
      (r) => r.status === "rejected" && (r.reason as Error).message === ERRORS.insufficientBalance.zh,
    ).length;
    expect([ok, refused]).toEqual([30, 20]);
    expect((await partyBalances(t.db, payer.id)).available).toBe(0n);
    let received = 0n;
    for (const p of payees) received += (await partyBalances(t.db, p.id)).available;
    expect(received).toBe(3_000n);
    const report = await checkLedger(t.db);
    expect(report).toMatchObject({ ok: true, unbalanced: [], drifted: [], negative: [] });
  });

  it("the check finds a balance that drifted from its postings", async () => {
    const a = await buildUser(t.db);
    await grantBalance(t.db, a.id, 100n);
    await t.db.query("update ledger_account set balance = balance + 1 where party_id = $1", [a.id]);
    const report = await checkLedger(t.db);
    expect(report.ok).toBe(false);
    expect(report.drifted).toHaveLength(1);
    await t.db.query("update ledger_account set balance = balance - 1 where party_id = $1", [a.id]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe("console grants", () => {
  it("credits a user once per request id, audited, within bounds", async () => {
    const { token } = await staffSession(t.db);
    const u = await buildUser(t.db);
    const grant = (amount: string, requestId = `req-${u.id}-1`) =>
      t.inject(
        "console/wallet!grant",
        { token, partyId: u.id, amount, memo: "compensation", requestId },
        { as: "form" },
      );
    expect((await grant("0")).msg).toBe(ERRORS.amountOverLimit.zh);
    expect((await grant("1.5x")).msg).toBe(ERRORS.amountOverLimit.zh);
    expect((await grant("1000001")).msg).toBe(ERRORS.amountOverLimit.zh);
    expect((await grant("25.50")).code).toBe("0");
    expect((await grant("25.50")).code).toBe("0");
    expect((await partyBalances(t.db, u.id)).available).toBe(2_550n);
    // The same request number for another amount is a mistake, said plainly; nothing more is credited.
    expect((await grant("30")).msg).toBe(ERRORS.requestIdReused.zh);
    expect((await partyBalances(t.db, u.id)).available).toBe(2_550n);
    const [a] = await t.db.query<{ n: number }>(
      "select count(*)::int n from audit_log where action = 'wallet.grant' and target_id = $1",
      [String(u.id)],
    );
    expect(a?.n).toBe(1);
    const wallet = await t.inject<ConsoleWallet>("console/wallet!get", { token, partyId: u.id });
    expect(wallet.data).toMatchObject({ money: 25.5, frozenMoney: 0, records: { pageInfo: { totalElements: 1 } } });
    expect(wallet.data.records.pageList.map((r) => [r.category, r.amount, r.memo])).toEqual([
      ["grant", 25.5, "compensation"],
    ]);
    const viewer = (await staffSession(t.db, { permissions: ["users"] })).token;
    expect(
      (
        await t.inject("console/wallet!grant", {
          token: viewer,
          partyId: u.id,
          amount: "1",
          memo: "x1",
          requestId: "req-abcdefgh",
        })
      ).msg,
    ).toBe(ERRORS.noPermission.zh);
    const check = await t.inject<{ ok: boolean }>("console/ledger!check", { token });
    expect(check.data.ok).toBe(true);
  });
});
