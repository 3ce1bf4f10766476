import { describe, expect, it } from "vitest";
import { type ChainTransfer, type ChainTx, depositCheckLines, matchDeposit, NOT_CONFIGURED } from "./chain-reader.ts";

const USDT = "0xdac17f958d2ee523a2206206994597c13d831ec7";
const FAKE = "0x1111111111111111111111111111111111111111";
const US = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const SOMEONE = "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359";
const PAYER = "0xd1220a0cf47c7b9be7a2e6ba89f429762e7b9adb";

const transfer = (over: Partial<ChainTransfer>): ChainTransfer => ({
  logIndex: 0,
  token: USDT,
  from: PAYER,
  to: US.toLowerCase(),
  amount: 12_500_000n,
  ...over,
});
const chainTx = (over: Partial<ChainTx> = {}): ChainTx => ({
  hash: `0x${"ab".repeat(32)}`,
  status: "success",
  confirmations: 12,
  transfers: [transfer({})],
  ...over,
});
const deposit = (over: Partial<Parameters<typeof matchDeposit>[0]> = {}) =>
  matchDeposit({
    receivingAddress: US,
    tokenContract: USDT,
    decimals: 6,
    minConfirmations: 12,
    expectedVolume: "12.5",
    tx: chainTx(),
    usedBefore: false,
    ...over,
  });
const failing = (check: ReturnType<typeof matchDeposit>) =>
  check.configured ? Object.entries(check.items).flatMap(([key, item]) => (item.ok ? [] : [key])) : ["configured"];

describe("matchDeposit", () => {
  it("verifies a transfer of the typed volume, in the token, to the address, confirmed and unused", () => {
    expect(deposit()).toEqual({
      configured: true,
      verified: true,
      logIndex: 0,
      items: {
        found: { ok: true },
        succeeded: { ok: true },
        toAddress: { ok: true },
        token: { ok: true },
        amount: { ok: true, relation: "equal", chainAmount: "12.5" },
        confirmations: { ok: true, have: 12, need: 12 },
        unused: { ok: true },
      },
    });
  });

  it("compares addresses and contracts whatever their case (EIP-55 or not)", () => {
    const check = deposit({
      receivingAddress: US.toUpperCase().replace("0X", "0x"),
      tokenContract: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
      tx: chainTx({ transfers: [transfer({ to: US })] }),
    });
    expect(check.verified).toBe(true);
  });

  it("compares amounts exactly, with no floating point: equal, below, above", () => {
    const at = (amount: bigint, expectedVolume: string, decimals = 6) => {
      const check = deposit({ expectedVolume, decimals, tx: chainTx({ transfers: [transfer({ amount })] }) });
      return check.configured ? check.items.amount : undefined;
    };
    expect(at(12_500_000n, "12.500000")).toEqual({ ok: true, relation: "equal", chainAmount: "12.5" });
    expect(at(12_499_999n, "12.5")).toEqual({ ok: false, relation: "below", chainAmount: "12.499999" });
    expect(at(12_500_001n, "12.5")).toEqual({ ok: false, relation: "above", chainAmount: "12.500001" });
    // More places typed than the token has: never equal, still ordered exactly.
    expect(at(1n, "0.0000011")).toMatchObject({ relation: "below", chainAmount: "0.000001" });
    // 18 decimals beyond what a float holds (0.1 + 0.2).
    expect(at(300_000_000_000_000_001n, "0.3", 18)).toEqual({
      ok: false,
      relation: "above",
      chainAmount: "0.300000000000000001",
    });
    expect(at(7n * 10n ** 24n, "7000000", 18)).toMatchObject({ relation: "equal", chainAmount: "7000000" });
    expect(() => deposit({ expectedVolume: "12,5" })).toThrow(/bad volume/);
  });

  it("judges the transfer to us that matches best among several, and gives its log index", () => {
    const check = deposit({
      tx: chainTx({
        transfers: [
          transfer({ logIndex: 3, to: SOMEONE }),
          transfer({ logIndex: 4, token: FAKE }),
          transfer({ logIndex: 5, amount: 1n }),
          transfer({ logIndex: 6 }),
        ],
      }),
    });
    expect(check).toMatchObject({ verified: true, logIndex: 6 });
  });

  it("is not verified, item by item", () => {
    expect(failing(deposit({ tx: null }))).toEqual([
      "found",
      "succeeded",
      "toAddress",
      "token",
      "amount",
      "confirmations",
    ]);
    expect(failing(deposit({ tx: chainTx({ status: "reverted", transfers: [] }) }))).toEqual([
      "succeeded",
      "toAddress",
      "token",
      "amount",
    ]);
    expect(failing(deposit({ receivingAddress: SOMEONE }))).toEqual(["toAddress", "token", "amount"]);
    // A look-alike token paid to us: found, but neither the token nor its amount count.
    const fake = deposit({ tx: chainTx({ transfers: [transfer({ token: FAKE, logIndex: 2 })] }) });
    expect(failing(fake)).toEqual(["token", "amount"]);
    expect(fake).toMatchObject({ logIndex: 2, items: { amount: { relation: null, chainAmount: null } } });
    expect(failing(deposit({ expectedVolume: "13" }))).toEqual(["amount"]);
    expect(failing(deposit({ tx: chainTx({ confirmations: 11 }) }))).toEqual(["confirmations"]);
    expect(failing(deposit({ usedBefore: true }))).toEqual(["unused"]);
  });

  it("has a state for a network no reader serves: not verified, approve by hand", () => {
    expect(NOT_CONFIGURED).toEqual({ configured: false, verified: false });
    expect(depositCheckLines(NOT_CONFIGURED)).toEqual([]);
  });

  it("gives the console one line per item", () => {
    expect(depositCheckLines(deposit({ tx: chainTx({ confirmations: 3 }), expectedVolume: "12" }))).toEqual([
      { key: "found", ok: true, detail: "" },
      { key: "succeeded", ok: true, detail: "" },
      { key: "toAddress", ok: true, detail: "log 0" },
      { key: "token", ok: true, detail: "" },
      { key: "amount", ok: false, detail: "12.5 (above)" },
      { key: "confirmations", ok: false, detail: "3/12" },
      { key: "unused", ok: true, detail: "" },
    ]);
  });
});
