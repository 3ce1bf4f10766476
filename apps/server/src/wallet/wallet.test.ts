import { ERRORS } from "@mall/contract";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildApp } from "../app.ts";
import { grantBalance, signedInUser, staffSession } from "../../test/factories.ts";
import { checkLedger } from "../ledger/check.ts";
import { partyBalances } from "../ledger/balances.ts";
import { seedWalletChannels } from "../seed/wallet.ts";
import { providerSecret } from "./provider.ts";

const t = appForFile();
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const PROOF = "/media/uploads/proof.png";
const TRON = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

beforeAll(async () => {
  await seedWalletChannels(t.db);
});

const token = async (userToken: string) =>
  (await t.inject<{ session_token: string }>("rechargeBlockchain!recharge_open", { token: userToken })).data
    .session_token;

async function channel(network: string) {
  const list = (
    await t.inject<{ blockchain_name: string; address: string; coin: string }[]>("channelBlockchain!list", {
      token: (await signedInUser(t.db)).token,
    })
  ).data;
  const c = list.find((x) => x.blockchain_name === network);
  if (!c) throw new Error(`no ${network} channel`);
  return c;
}

async function chainDeposit(userToken: string, p: Record<string, string> = {}) {
  const c = await channel("TRC20");
  return t.inject<{ order_no: string }>("rechargeBlockchain!recharge", {
    token: userToken,
    session_token: await token(userToken),
    amount: "100.50",
    coin: "USDT",
    blockchain_name: "TRC20",
    channel_address: c.address,
    img: PROOF,
    from: "123",
    tx: "123",
    ...p,
  });
}

const available = async (id: number) => (await partyBalances(t.db, id)).available;
const frozen = async (id: number) => (await partyBalances(t.db, id)).frozen;
const ledgerOk = async () => expect((await checkLedger(t.db)).ok).toBe(true);

describe("deposits", () => {
  it("lists channels with a QR picture and the coin's price; refuses a foreign address or chain", async () => {
    const u = await signedInUser(t.db);
    const list = (
      await t.inject<{ coin: string; fee: number; img: string; img_str: string }[]>("channelBlockchain!list", {
        token: u.token,
      })
    ).data;
    expect(list.map((c) => c.coin).sort()).toEqual(["BTC", "ETH", "USDC", "USDT", "USDT"]);
    expect(list.find((c) => c.coin === "USDT")?.fee).toBe(1);
    expect(list[0]?.img_str.startsWith("data:image/png;base64,")).toBe(true);
    const png = await t.app.inject({ method: "GET", url: list[0]?.img ?? "" });
    expect(png.headers["content-type"]).toBe("image/png");
    expect((await chainDeposit(u.token, { channel_address: TRON })).msg).toBe(zh("depositChainWrong"));
    expect((await chainDeposit(u.token, { blockchain_name: "SOL" })).msg).toBe(zh("depositChainWrong"));
    expect((await chainDeposit(u.token, { amount: "0.5" })).msg).toBe(zh("depositBelowMinimum"));
    expect((await chainDeposit(u.token, { amount: "1.234" })).msg).toBe(zh("depositAmountNotNumber"));
    expect((await chainDeposit(u.token, { amount: "0" })).msg).toBe(zh("depositAmountNotPositive"));
    expect((await chainDeposit(u.token, { img: "https://evil.example/x.png" })).msg).toBe(zh("proofRequired"));
  });

  it("creates one pending deposit, which staff approve once: the credit is one ledger entry", async () => {
    const u = await signedInUser(t.db);
    const r = await chainDeposit(u.token);
    expect(r.code).toBe("0");
    expect((await chainDeposit(u.token)).msg).toBe(zh("unfinishedDeposit"));
    const list = await t.inject<{
      elements: { order_no: string; state: number; amount: string }[];
      totalElements: number;
    }>("rechargeBlockchain!list", { token: u.token, page_no: 1, page_size: 8 });
    expect(list.data.elements[0]).toMatchObject({ order_no: r.data.order_no, state: 0, amount: "100.50" });
    const staff = await staffSession(t.db, { permissions: ["deposits"] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.inject("console/deposit!approve", { token: staff.token, orderNo: r.data.order_no }),
      ),
    );
    expect(answers.filter((a) => a.code === "0")).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.code !== "0").map((a) => a.msg))).toEqual(new Set([zh("alreadyReviewed")]));
    expect(await available(u.id)).toBe(10_050n);
    const got = await t.inject<{ state: number }>("rechargeBlockchain!get", {
      token: u.token,
      order_no: r.data.order_no,
    });
    expect(got.data.state).toBe(1);
    // Another buyer cannot read it (the original let anyone).
    const other = await signedInUser(t.db);
    expect((await t.inject("rechargeBlockchain!get", { token: other.token, order_no: r.data.order_no })).msg).toBe(
      zh("orderNotFound"),
    );
    await ledgerOk();
  });

  it("an approval racing a refusal: one wins", async () => {
    const u = await signedInUser(t.db);
    const r = await chainDeposit(u.token);
    const staff = await staffSession(t.db);
    const [a, b] = await Promise.all([
      t.inject("console/deposit!approve", { token: staff.token, orderNo: r.data.order_no }),
      t.inject("console/deposit!refuse", { token: staff.token, orderNo: r.data.order_no, reason: "no money seen" }),
    ]);
    expect([a.code, b.code].filter((c) => c === "0")).toHaveLength(1);
    expect(await available(u.id)).toBe(a.code === "0" ? 10_050n : 0n);
    await ledgerOk();
  });

  it("a spent session token is refused with 请稍后再试", async () => {
    const u = await signedInUser(t.db);
    const tok = await token(u.token);
    const c = await channel("TRC20");
    const p = {
      token: u.token,
      session_token: tok,
      amount: "10",
      coin: "USDT",
      blockchain_name: "TRC20",
      channel_address: c.address,
      img: PROOF,
    };
    const [a, b] = await Promise.all([
      t.inject("rechargeBlockchain!recharge", p),
      t.inject("rechargeBlockchain!recharge", p),
    ]);
    expect([a.msg, b.msg]).toContain(zh("moneyTokenSpent"));
  });

  it("a bank deposit converts at the platform's rate, rounded down", async () => {
    const u = await signedInUser(t.db);
    const r = await t.inject<{ order_no: string }>("rechargeBank!recharge", {
      token: u.token,
      session_token: await token(u.token),
      amount: "100.99",
      currency: "EUR",
      bankName: "Demo Bank",
      bankCardNo: "DE89370400440532013000",
      img: PROOF,
    });
    expect(r.code).toBe("0");
    const got = await t.inject<{ amount: string; bankCardNo: string }>("rechargeBlockchain!get", {
      token: u.token,
      order_no: r.data.order_no,
    });
    // 100.99 EUR × 1.08 = 109.0692 → 109.06 USDT
    expect(got.data.amount).toBe("109.06");
    expect(got.data.bankCardNo).toBe("********3000");
  });
});

describe("the provider's signed callback", () => {
  async function startPayment(userToken: string, amount = "50") {
    const r = await t.inject<string>("thirdPartyRecharge!recharge", {
      token: userToken,
      session_token: await token(userToken),
      amount,
      frenchCurrency: "USD",
    });
    expect(r.code).toBe("0");
    return r.data.split("/").pop() ?? "";
  }
  const send = async (body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/api/thirdPartyRecharge!onSucceeded.action",
      headers: { "content-type": "application/json", ...headers },
      payload: body,
    });
  const signed = async (deposit: string, id: string, at = new Date(), amount = "50") => {
    const body = JSON.stringify({ type: "payment.succeeded", data: { deposit, amount, currency: "USD" } });
    const wh = new Webhook(await providerSecret(t.db, "sandbox"));
    return {
      body,
      headers: {
        "webhook-id": id,
        "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
        "webhook-signature": wh.sign(id, at, body),
      },
    };
  };

  it("1,000 replayed or duplicated callbacks credit once", async () => {
    const u = await signedInUser(t.db);
    const deposit = await startPayment(u.token);
    const first = await signed(deposit, "msg_1");
    const other = await signed(deposit, "msg_2");
    const sends = Array.from({ length: 1000 }, (_, i) =>
      i % 2 ? send(first.body, first.headers) : send(other.body, other.headers),
    );
    const answers = await Promise.all(sends);
    expect(
      answers
        .filter((a) => a.statusCode !== 200)
        .map((a) => a.body)
        .slice(0, 3),
    ).toEqual([]);
    expect(await available(u.id)).toBe(5_000n);
    await ledgerOk();
  });

  it("refuses a wrong signature, an old timestamp and a changed body, crediting nothing", async () => {
    const u = await signedInUser(t.db);
    const deposit = await startPayment(u.token);
    const good = await signed(deposit, "msg_x");
    expect((await send(good.body.replace("50", "500"), good.headers)).statusCode).toBe(400);
    const old = await signed(deposit, "msg_old", new Date(Date.now() - 10 * 60_000));
    expect((await send(old.body, old.headers)).statusCode).toBe(400);
    expect((await send(good.body, { ...good.headers, "webhook-signature": "v1,AAAA" })).statusCode).toBe(400);
    // A signed event for another amount credits nothing either.
    const wrongAmount = await signed(deposit, "msg_amt", new Date(), "5000");
    expect((await send(wrongAmount.body, wrongAmount.headers)).statusCode).toBe(200);
    expect(await available(u.id)).toBe(0n);
  });

  it("the sandbox page shows the payment; without a provider the region message stays", async () => {
    const u = await signedInUser(t.db);
    const deposit = await startPayment(u.token, "20");
    const page = await t.app.inject({ method: "GET", url: `/pay/sandbox/${deposit}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("20 USD");
    // A new attempt replaces the unpaid one (the one-unfinished rule never blocks a second try).
    await startPayment(u.token, "30");
    const closed = await t.app.inject({ method: "GET", url: `/pay/sandbox/${deposit}` });
    expect(closed.body).toContain("closed");
  });
});

describe("withdrawals", () => {
  async function boundBuyer(cents = 100_000n) {
    const u = await signedInUser(t.db, { safeword: "123456" });
    await grantBalance(t.db, u.id, cents);
    const b = await t.inject("user!bindWithdrawAddress", {
      token: u.token,
      coin: "USDT",
      blockchain_name: "TRC20",
      channel_address: TRON,
    });
    expect(b.code).toBe("0");
    return u;
  }
  const apply = async (userToken: string, p: Record<string, string> = {}) =>
    t.inject("withdraw!apply", {
      token: userToken,
      // A fresh token only when the case brings none (issuing one evicts the oldest beyond 10).
      session_token: p.session_token ?? (await token(userToken)),
      safeword: "123456",
      amount: "100",
      from: TRON,
      channel: "USDT",
      ...p,
    });

  it("freezes amount and fee at apply; 50 parallel applies make one pending withdrawal", async () => {
    const u = await boundBuyer();
    const fee = await t.inject<{ withdraw_fee: number }>("withdraw!fee", { channel: "USDT" });
    expect(fee.data.withdraw_fee).toBe(0.01);
    // A party holds at most 10 live tokens (money-token.ts): 10 tabs, each submitting 5 times at once.
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) tokens.push(await token(u.token));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => apply(u.token, { session_token: tokens[i % 10] ?? "" })),
    );
    expect(
      answers.filter((a) => a.code === "0"),
      JSON.stringify([...new Set(answers.map((a) => a.msg))]),
    ).toHaveLength(1);
    expect(await available(u.id)).toBe(90_000n);
    expect(await frozen(u.id)).toBe(10_000n);
    const list = await t.inject<{ elements: { fee: string; amount: string; volume: string; to: string }[] }>(
      "withdraw!list",
      { token: u.token, page_no: 1, page_size: 8 },
    );
    expect(list.data.elements).toEqual([
      expect.objectContaining({ fee: "1.00", amount: "99.00", volume: "100.00", to: TRON }),
    ]);
    await ledgerOk();
  });

  it("checks the fund password with its lock-out, limits and the bound address", async () => {
    const u = await boundBuyer();
    expect((await apply(u.token, { amount: "5" })).msg).toBe(zh("withdrawBelowMinimum"));
    expect((await apply(u.token, { amount: "5000000" })).msg).toBe(zh("withdrawAboveMaximum"));
    expect((await apply(u.token, { from: "TXYZ" })).msg).toBe(zh("withdrawAddressMismatch"));
    expect((await apply(u.token, { channel: "BTC" })).msg).toBe(zh("channelNotOpen"));
    expect((await apply(u.token, { amount: "2000" })).msg).toBe(zh("insufficientBalance"));
    expect((await apply(u.token, { safeword: "" })).msg).toBe(zh("fundPasswordRequired"));
    expect((await apply(u.token, { safeword: "000000" })).msg).toBe(zh("fundPasswordWrong"));
    expect((await apply(u.token, { safeword: "000000" })).msg).toBe(zh("fundPasswordWrong"));
    expect((await apply(u.token, { safeword: "000000" })).msg).toBe(zh("lockedThreeMinutes"));
    expect((await apply(u.token)).msg).toBe(zh("lockedThreeMinutes"));
    expect(await frozen(u.id)).toBe(0n);
    await ledgerOk();
  });

  it("staff pay out (frozen → out, fee to the platform) or refuse (money back), once", async () => {
    const staff = await staffSession(t.db, { permissions: ["withdrawals"] });
    const a = await boundBuyer();
    await apply(a.token);
    const [wa] = (
      await t.inject<{ pageList: { orderNo: string }[] }>("console/withdrawal!queue", {
        token: staff.token,
        q: a.username,
      })
    ).data.pageList;
    const paid = await Promise.all([
      t.inject("console/withdrawal!payOut", { token: staff.token, orderNo: wa?.orderNo, payoutRef: "0xabc123" }),
      t.inject("console/withdrawal!refuse", { token: staff.token, orderNo: wa?.orderNo, reason: "racing" }),
    ]);
    expect(paid.filter((p) => p.code === "0")).toHaveLength(1);
    const paidOut = paid[0]?.code === "0";
    expect(await frozen(a.id)).toBe(0n);
    expect(await available(a.id)).toBe(paidOut ? 90_000n : 100_000n);
    // A refused or paid one can never be refused again (the original refunded a paid one twice).
    expect(
      (await t.inject("console/withdrawal!refuse", { token: staff.token, orderNo: wa?.orderNo, reason: "again" })).msg,
    ).toBe(zh("alreadyReviewed"));
    await ledgerOk();
  });

  it("above the two-person amount, a second and different staff member pays", async () => {
    const a = await boundBuyer(500_000n);
    expect((await apply(a.token, { amount: "2000" })).code).toBe("0");
    const [w] = await t.db.query<{ id: string }>("select id from withdrawal where party_id = $1", [a.id]);
    const one = await staffSession(t.db, { permissions: ["withdrawals"] });
    const two = await staffSession(t.db, { permissions: ["withdrawals"] });
    const first = await t.inject<{ paid: boolean; approvals: number }>("console/withdrawal!payOut", {
      token: one.token,
      orderNo: w?.id,
    });
    expect(first.data).toEqual({ paid: false, approvals: 1 });
    expect(
      (await t.inject("console/withdrawal!payOut", { token: one.token, orderNo: w?.id, payoutRef: "0xabcd" })).msg,
    ).toBe(zh("secondApproverNeeded"));
    const second = await t.inject<{ paid: boolean }>("console/withdrawal!payOut", {
      token: two.token,
      orderNo: w?.id,
      payoutRef: "0xabcd",
    });
    expect(second.data.paid).toBe(true);
    expect(await frozen(a.id)).toBe(0n);
    await ledgerOk();
  });

  it("keeps deposit and withdrawal approval apart by permission", async () => {
    const viewer = await staffSession(t.db, { permissions: ["finance"] });
    expect((await t.inject("console/deposit!queue", { token: viewer.token })).code).not.toBe("0");
    expect((await t.inject("console/ledger!reconciliation", { token: viewer.token, day: "2026-01-01" })).code).toBe(
      "0",
    );
  });
});

describe("two server instances on one database", () => {
  it("approve once and credit a provider's callback once, whichever instance each request reaches", async () => {
    const second = await buildApp({ db: t.db, logLevel: "silent", serveWeb: false, sandboxPayments: true });
    await second.app.ready();
    try {
      const u = await signedInUser(t.db);
      const r = await chainDeposit(u.token);
      const staff = await staffSession(t.db, { permissions: ["deposits"] });
      const url = `/api/console/deposit!approve.action?token=${staff.token}&orderNo=${r.data.order_no}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? t.app : second.app).inject({ method: "POST", url }).then((a) => a.json() as { code: string }),
        ),
      );
      expect(answers.filter((a) => a.code === "0")).toHaveLength(1);
      expect(await available(u.id)).toBe(10_050n);

      // A provider payment started on one instance, its callbacks verified on both with the one shared secret.
      const v = await signedInUser(t.db);
      const started = await t.inject<string>("thirdPartyRecharge!recharge", {
        token: v.token,
        session_token: await token(v.token),
        amount: "40",
        frenchCurrency: "USD",
      });
      const deposit = started.data.split("/").pop() ?? "";
      const body = JSON.stringify({ type: "payment.succeeded", data: { deposit, amount: "40", currency: "USD" } });
      const wh = new Webhook(await providerSecret(t.db, "sandbox"));
      const sends = Array.from({ length: 40 }, (_, i) => {
        const id = `msg_two_${i % 4}`;
        const at = new Date();
        return (i % 2 ? t.app : second.app).inject({
          method: "POST",
          url: "/api/thirdPartyRecharge!onSucceeded.action",
          headers: {
            "content-type": "application/json",
            "webhook-id": id,
            "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
            "webhook-signature": wh.sign(id, at, body),
          },
          payload: body,
        });
      });
      expect((await Promise.all(sends)).every((a) => a.statusCode === 200)).toBe(true);
      expect(await available(v.id)).toBe(4_000n);
      await ledgerOk();
    } finally {
      await second.app.close();
    }
  });
});
