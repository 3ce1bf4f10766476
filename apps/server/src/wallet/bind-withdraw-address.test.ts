import { ERRORS } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildUser, sessionFor } from "../../test/factories.ts";

const t = appForFile();
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const TRON = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const EVM = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

async function buyer() {
  const u = await buildUser(t.db, { safeword: "123456" });
  return { id: u.id, token: await sessionFor(t.db, u.id) };
}
const bind = (token: string, p: Record<string, string>) =>
  t.inject("user!bindWithdrawAddress", { token, coin: "USDT", ...p }, { as: "form" });
const stored = async (partyId: number) =>
  (
    await t.db.query<{ protocol: string; address: string }>(
      "select protocol, address from withdraw_address where party_id = $1",
      [partyId],
    )
  )[0];
const changes = async (partyId: number) =>
  (
    await t.db.query<{ address: string; previous: string | null }>(
      "select address, previous from withdraw_address_change where party_id = $1 order by id",
      [partyId],
    )
  ).map((r) => [r.previous, r.address]);

describe("user!bindWithdrawAddress", () => {
  it("binds once, checked by the network's checksum, with the original's sentences", async () => {
    const u = await buyer();
    // A lower-case EVM address is taken and stored checksummed.
    const r = await bind(u.token, { blockchain_name: "ERC20", channel_address: EVM.toLowerCase() });
    expect(r).toMatchObject({ code: "0", msg: zh("withdrawAddressBindSuccess") });
    expect(await stored(u.id)).toEqual({ protocol: "ERC20", address: EVM });
    // Once bound, as the original: 用户已绑定过提现地址, and nothing changes.
    expect((await bind(u.token, { blockchain_name: "TRC20", channel_address: TRON })).msg).toBe(
      zh("oneWithdrawAddress"),
    );
    expect(await stored(u.id)).toEqual({ protocol: "ERC20", address: EVM });
    expect(await changes(u.id)).toEqual([[null, EVM]]);
  });

  it("refuses unknown protocols and addresses that fail their checksum, storing nothing", async () => {
    const u = await buyer();
    const cases: [Record<string, string>, keyof typeof ERRORS][] = [
      [{ blockchain_name: "SOL", channel_address: TRON }, "protocolNotSupported"],
      [{ blockchain_name: "", channel_address: TRON }, "protocolNotSupported"],
      [{ blockchain_name: "TRC20", channel_address: `${TRON.slice(0, -1)}u` }, "withdrawAddressInvalid"],
      [{ blockchain_name: "TRC20", channel_address: EVM }, "withdrawAddressInvalid"],
      [{ blockchain_name: "ERC20", channel_address: `${EVM.slice(0, -1)}D` }, "withdrawAddressInvalid"],
      // OMNI lives on legacy and P2SH addresses only.
      [
        { blockchain_name: "OMNI", channel_address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" },
        "withdrawAddressInvalid",
      ],
      [{ blockchain_name: "TRC20", channel_address: "" }, "withdrawAddressInvalid"],
      [{ blockchain_name: "TRC20", channel_address: "x".repeat(500) }, "withdrawAddressInvalid"],
    ];
    for (const [p, key] of cases) {
      expect({ p, msg: (await bind(u.token, p)).msg }).toEqual({ p, msg: zh(key) });
    }
    expect(await stored(u.id)).toBeUndefined();
    expect(
      (await bind(u.token, { blockchain_name: "OMNI", channel_address: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2" })).code,
    ).toBe("0");
  });

  it("changes a bound address only with the fund password, under its lock-out, and keeps the history", async () => {
    const u = await buyer();
    await bind(u.token, { blockchain_name: "TRC20", channel_address: TRON });
    expect((await bind(u.token, { blockchain_name: "ERC20", channel_address: EVM, safeword: "654321" })).msg).toBe(
      zh("fundPasswordWrong"),
    );
    expect(await stored(u.id)).toEqual({ protocol: "TRC20", address: TRON });
    const ok = await bind(u.token, { blockchain_name: "ERC20", channel_address: EVM, safeword: "123456" });
    expect(ok.code).toBe("0");
    expect(await stored(u.id)).toEqual({ protocol: "ERC20", address: EVM });
    expect(await changes(u.id)).toEqual([
      [null, TRON],
      [TRON, EVM],
    ]);
  });

  it("stores one address when two tabs bind at once", async () => {
    const u = await buyer();
    const results = await Promise.all(
      [TRON, EVM, TRON, EVM].map((a) =>
        bind(u.token, { blockchain_name: a === TRON ? "TRC20" : "ERC20", channel_address: a }),
      ),
    );
    expect(results.filter((r) => r.code === "0")).toHaveLength(1);
    expect(results.filter((r) => r.msg === zh("oneWithdrawAddress"))).toHaveLength(3);
    expect(await changes(u.id)).toHaveLength(1);
  });

  it("is the caller's own: a guest is asked to log in", async () => {
    expect(
      (await t.inject("user!bindWithdrawAddress", { blockchain_name: "TRC20", coin: "USDT", channel_address: TRON }))
        .code,
    ).toBe("403");
  });
});
