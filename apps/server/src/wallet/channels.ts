import {
  centsToDecimal,
  centsToWire,
  type ChannelVo,
  DEPOSIT_COINS,
  parseCents,
  type WalletSettings,
} from "@mall/contract";
import { LRUCache } from "lru-cache";
import QRCode from "qrcode";
import type { Queryable } from "../db/db.ts";
import { isUniqueViolation } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import { type ChainNetwork, checkChainAddress } from "./chain-address.ts";
import { rateOf, settingCents } from "./settings.ts";

type ChannelDbRow = {
  id: string;
  coin: string;
  network: string;
  address: string;
  token_contract: string;
  min_cents: bigint;
  max_cents: bigint;
  confirmations: number;
  enabled: boolean;
};

/** The picture of an address as a QR code (PNG), made once per address. */
const pictures = new LRUCache<string, Buffer>({ max: 500 });
export async function qrPng(address: string): Promise<Buffer> {
  const hit = pictures.get(address);
  if (hit) return hit;
  const png = await QRCode.toBuffer(address, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 240 });
  pictures.set(address, png);
  return png;
}

/** The QR picture of an enabled channel's address, by the channel's id (served at /media/qr/<id>.png). */
export async function channelQr(q: Queryable, id: string): Promise<Buffer | undefined> {
  const [row] = await q.query<{ address: string }>("select address from deposit_channel where id = $1 and enabled", [
    id,
  ]);
  return row ? qrPng(row.address) : undefined;
}

/**
 * channelBlockchain!list: the enabled channels (of one coin when asked), each with its address, the QR of
 * it, the coin's price in USDT, and the bounds of a deposit (the tighter of the platform's and the channel's).
 */
export async function channelList(
  q: Queryable,
  s: WalletSettings,
  coin: string | undefined,
  verifiable: readonly string[],
): Promise<ChannelVo[]> {
  const rows = await q.query<ChannelDbRow>(
    `select * from deposit_channel where enabled and ($1::text is null or coin = upper($1)) order by coin, network`,
    [coin ?? null],
  );
  const min = settingCents(s, "recharge_limit_min");
  const max = settingCents(s, "recharge_limit_max");
  return Promise.all(
    rows.map(async (r) => {
      const png = await qrPng(r.address);
      return {
        id: r.id,
        coin: r.coin,
        blockchain_name: r.network,
        img: `/media/qr/${r.id}.png`,
        img_str: `data:image/png;base64,${png.toString("base64")}`,
        address: r.address,
        fee: Number(rateOf(s, r.coin) ?? "0"),
        recharge_limit_min: centsToWire(r.min_cents > min ? r.min_cents : min),
        recharge_limit_max: centsToWire(r.max_cents < max ? r.max_cents : max),
        auto: verifiable.includes(r.network),
      };
    }),
  );
}

export async function channelRowsForDesk(q: Queryable) {
  const rows = await q.query<ChannelDbRow>("select * from deposit_channel order by coin, network");
  return rows.map((r) => ({
    id: r.id,
    coin: r.coin,
    network: r.network,
    address: r.address,
    tokenContract: r.token_contract,
    minAmount: centsToDecimal(r.min_cents),
    maxAmount: centsToDecimal(r.max_cents),
    confirmations: r.confirmations,
    enabled: r.enabled,
  }));
}

/**
 * console/wallet-channel!save: adds or changes a channel. The receiving address must pass its network's
 * checksum, and an ERC20 token's contract too; a coin only on its own networks.
 */
export async function saveChannel(
  tx: Queryable,
  p: {
    id?: string;
    coin: string;
    network: string;
    address: string;
    tokenContract?: string;
    minAmount: string;
    maxAmount: string;
    confirmations: number;
    enabled: boolean;
  },
): Promise<string> {
  const networks = DEPOSIT_COINS[p.coin as keyof typeof DEPOSIT_COINS]?.networks as readonly string[] | undefined;
  if (!networks?.includes(p.network)) fail("protocolNotSupported");
  const checked = checkChainAddress(p.network as ChainNetwork, p.address);
  if (!checked.ok) return fail("channelAddressInvalid");
  let token = "";
  if (p.network === "ERC20") {
    const t = checkChainAddress("ERC20", p.tokenContract ?? "");
    if (!t.ok) return fail("channelAddressInvalid");
    token = t.address.toLowerCase();
  }
  const min = parseCents(p.minAmount) ?? 0n;
  const max = parseCents(p.maxAmount) ?? 0n;
  if (max < min || max <= 0n) fail("amountOverLimit");
  try {
    const values = [p.coin, p.network, checked.address, token, min, max, p.confirmations, p.enabled];
    const [row] = p.id
      ? await tx.query<{ id: string }>(
          `update deposit_channel set coin = $1, network = $2, address = $3, token_contract = $4, min_cents = $5,
             max_cents = $6, confirmations = $7, enabled = $8, updated_at = now() where id = $9 returning id`,
          [...values, p.id],
        )
      : await tx.query<{ id: string }>(
          `insert into deposit_channel (coin, network, address, token_contract, min_cents, max_cents, confirmations, enabled)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
          values,
        );
    return row?.id ?? fail("noData");
  } catch (e) {
    if (isUniqueViolation(e)) fail("duplicateAdd");
    throw e;
  }
}
