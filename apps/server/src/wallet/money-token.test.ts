import { ERRORS } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";
import { ManualClock } from "../accounts/clock.ts";
import { issueMoneyToken, spendMoneyToken } from "./money-token.ts";

const clock = new ManualClock(new Date("2026-11-24T06:00:00Z"));
const t = appForFile({ services: { clock } });
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;

async function buyer() {
  const u = await buildUser(t.db, { safeword: "123456" });
  return { id: u.id, token: await sessionFor(t.db, u.id) };
}
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => "spent",
    (e: Error) => e.message,
  );

describe("the money calls' session_token", () => {
  it("is issued by recharge_open and withdraw_open, and spent once, by its own party only", async () => {
    const u = await buyer();
    const other = await buyer();
    const open = await t.inject<{ session_token: string }>("rechargeBlockchain!recharge_open", { token: u.token });
    const token = open.data.session_token;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(await refusal(spendMoneyToken(t.db, other.id, token, clock.now()))).toBe(zh("moneyTokenSpent"));
    expect(await refusal(spendMoneyToken(t.db, u.id, token, clock.now()))).toBe("spent");
    expect(await refusal(spendMoneyToken(t.db, u.id, token, clock.now()))).toBe(zh("moneyTokenSpent"));
  });

  it("lets one of many racing requests through, and none after 30 minutes", async () => {
    const u = await buyer();
    const token = await issueMoneyToken(t.db, u.id, clock.now());
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refusal(spendMoneyToken(t.db, u.id, token, clock.now()))),
    );
    expect(results.filter((r) => r === "spent")).toHaveLength(1);
    const late = await issueMoneyToken(t.db, u.id, clock.now());
    expect(await refusal(spendMoneyToken(t.db, u.id, late, new Date(clock.now().getTime() + 30 * 60_000)))).toBe(
      zh("moneyTokenSpent"),
    );
  });

  it("keeps at most ten live tokens a party, the newest", async () => {
    const u = await buyer();
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) {
      clock.advance(1000);
      tokens.push(await issueMoneyToken(t.db, u.id, clock.now()));
    }
    const [n] = await t.db.query<{ n: number }>("select count(*)::int n from money_token where party_id = $1", [u.id]);
    expect(n?.n).toBe(10);
    expect(await refusal(spendMoneyToken(t.db, u.id, tokens[0] ?? "", clock.now()))).toBe(zh("moneyTokenSpent"));
    expect(await refusal(spendMoneyToken(t.db, u.id, tokens[11] ?? "", clock.now()))).toBe("spent");
  });

  it("withdraw_open tells the binding: none, then the bound address", async () => {
    const u = await buyer();
    const before = await t.inject("withdraw!withdraw_open", { token: u.token });
    expect(before.data).toMatchObject({
      coinType: "",
      chainName: "",
      openWithdrawAddressBinding: 1,
      existWithdrawAddress: "",
    });
    await t.inject("user!bindWithdrawAddress", {
      token: u.token,
      blockchain_name: "TRC20",
      coin: "usdt",
      channel_address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    });
    const after = await t.inject("withdraw!withdraw_open", { token: u.token });
    expect(after.data).toMatchObject({
      coinType: "USDT",
      chainName: "TRC20",
      existWithdrawAddress: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    });
    expect((await t.inject("withdraw!withdraw_open", {})).code).toBe("403");
  });
});
