import type { LoginResult, UsdtBalance } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildSeller } from "../../test/factories.ts";
import { checkLedger } from "../ledger/check.ts";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./demo-accounts.ts";

const t = appForFile();
beforeAll(async () => {
  await buildSeller(t.db);
  expect(await seedDemoAccounts(t.db)).toBe(true);
});

describe("demo accounts", () => {
  it("gives the demo buyer 10,000 USDT through a ledger grant, and a fund password", async () => {
    const { buyer } = DEMO_ACCOUNTS;
    const login = await t.inject<LoginResult>("user!newlogin", { username: buyer.username, password: buyer.password });
    expect(login.code).toBe("0");
    const bal = await t.inject<UsdtBalance>("wallet!getUsdt", { token: login.data.token });
    expect(bal.data.money).toBe(10000);
    const grants = await t.db.query<{ kind: string; n: number }>(
      "select t.kind, count(p.id)::int n from ledger_txn t join ledger_posting p on p.txn_id = t.id group by t.id",
    );
    expect(grants).toEqual([
      { kind: "grant", n: 2 },
      { kind: "grant", n: 2 },
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
    const me = await t.inject<{ safeword: number }>("localuser!get", { token: login.data.token });
    expect(me.data.safeword).toBe(1);
  });

  it("lets the demo buyer log in by username, e-mail and phone (with or without the space)", async () => {
    const { buyer } = DEMO_ACCOUNTS;
    for (const name of [buyer.username, buyer.email, buyer.phone, buyer.phone.replace(" ", "")]) {
      const login = await t.inject<LoginResult>("user!newlogin", { username: name, password: buyer.password });
      expect({ name, code: login.code }).toEqual({ name, code: "0" });
    }
  });

  it("gives the demo seller a store and the staff account every permission", async () => {
    const [seller] = await t.db.query<{ n: number }>(
      "select count(*)::int n from seller s join party p on p.id = s.party_id where p.username = 'seller001'",
    );
    expect(seller?.n).toBe(1);
    const [staff] = await t.db.query<{ permissions: string[] }>(
      "select r.permissions from party p join staff_role r on r.id = p.staff_role_id where p.username = 'admin001'",
    );
    expect(staff?.permissions.length).toBeGreaterThan(5);
  });

  it("runs once", async () => {
    expect(await seedDemoAccounts(t.db)).toBe(false);
  });
});
