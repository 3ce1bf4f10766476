import {
  centsToDecimal,
  centsToWire,
  type DepositVo,
  type moneyQueuePage,
  pageInfo,
  toWireDate,
  type WithdrawalVo,
} from "@mall/contract";
import type { z } from "zod";
import { pageWindow } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import type { Queryable } from "../db/db.ts";

/** The binding part of withdraw!withdraw_open: the bound address, coin and protocol ("" before binding). */
export async function withdrawOpen(q: Queryable, partyId: number) {
  const [row] = await q.query<{ coin: string; protocol: string; address: string }>(
    "select coin, protocol, address from withdraw_address where party_id = $1",
    [partyId],
  );
  return {
    coinType: row?.coin ?? "",
    chainName: row?.protocol ?? "",
    openWithdrawAddressBinding: 1 as const,
    existWithdrawAddress: row?.address ?? "",
  };
}

// ---- Deposits and withdrawals as their owners and the desk read them

const wire = (d: Date | null | undefined) => toWireDate(d ?? null);
const coinBlockchain = (coin: string, network: string) =>
  network && network !== coin ? `${coin}_${network}` : coin || "unknow";

type DepositDbRow = {
  id: string;
  party_id: number;
  method: string;
  coin: string;
  network: string;
  channel_address: string;
  volume: string;
  currency: string;
  rate: string;
  amount: bigint;
  img: string;
  tx_hash: string;
  from_address: string;
  bank_name: string;
  bank_card_no: string;
  pay_url: string;
  state: number;
  failure_msg: string;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: number | null;
  txn_id: bigint | null;
};
const DEPOSIT_COLUMNS = `id, party_id, method, coin, network, channel_address, trim_scale(volume)::text volume, currency,
  trim_scale(rate)::text rate, amount, img, tx_hash, from_address, bank_name, bank_card_no, pay_url, state, failure_msg,
  created_at, reviewed_at, reviewed_by,
  (select t.id from ledger_txn t where t.idempotency_key = 'deposit:' || deposit.id) txn_id`;

export function depositVoOf(r: DepositDbRow): DepositVo {
  const created = wire(r.created_at) ?? "";
  return {
    order_no: r.id,
    coin: r.coin,
    amount: centsToDecimal(r.amount),
    volume: r.volume,
    state: r.state,
    createTime: created,
    create_time: created,
    reviewTime: wire(r.reviewed_at),
    failure_msg: r.failure_msg,
    hash: r.tx_hash,
    tx: r.tx_hash,
    address: r.channel_address,
    from: r.from_address,
    channel_address: r.channel_address,
    img: r.img,
    symbol: r.coin.toLowerCase(),
    blockchain_name: r.network,
    coin_blockchain: coinBlockchain(r.coin, r.network),
    fee: 0,
    rate: r.rate,
    method: r.method,
    isThirdParty: r.method === "provider",
    payUrl: r.method === "provider" && r.state === 0 ? r.pay_url : "",
    bankName: r.bank_name,
    bankCardNo: maskCard(r.bank_card_no),
    currency: r.currency,
  };
}

/** A card or account number with all but its last four characters hidden. */
export const maskCard = (no: string) =>
  no.length > 4 ? `${"*".repeat(Math.min(no.length - 4, 8))}${no.slice(-4)}` : no;

const pageOfMoney = <T>(elements: T[], page: { page_no: number; page_size: number }, total: number) => ({
  elements,
  pageSize: page.page_size,
  thisPageNumber: page.page_no,
  totalElements: total,
});

/** rechargeBlockchain!list: the party's own deposits, newest first. */
export async function depositPageOf(q: Queryable, partyId: number, page: { page_no: number; page_size: number }) {
  const rows = await q.query<DepositDbRow & { total: number }>(
    `select ${DEPOSIT_COLUMNS}, count(*) over ()::int total from deposit where party_id = $1
     order by created_at desc, id desc limit $2 offset $3`,
    [partyId, page.page_size, (page.page_no - 1) * page.page_size],
  );
  return pageOfMoney(rows.map(depositVoOf), page, rows[0]?.total ?? (await countOf(q, "deposit", partyId)));
}

async function countOf(q: Queryable, table: "deposit" | "withdrawal", partyId: number) {
  const [row] = await q.query<{ n: number }>(`select count(*)::int n from ${table} where party_id = $1`, [partyId]);
  return row?.n ?? 0;
}

/** A deposit by number; `partyId` limits it to its owner (the original let anyone read any). */
export async function depositRow(q: Queryable, orderNo: string, partyId?: number): Promise<DepositDbRow> {
  const [row] = await q.query<DepositDbRow>(
    `select ${DEPOSIT_COLUMNS} from deposit where id = $1 and ($2::int is null or party_id = $2)`,
    [orderNo, partyId ?? null],
  );
  return row ?? fail("orderNotFound");
}

type WithdrawalDbRow = {
  id: string;
  party_id: number;
  channel: string;
  coin: string;
  network: string;
  to_address: string;
  volume: bigint;
  fee: bigint;
  arrival: bigint;
  bank_name: string;
  bank_user_name: string;
  bank_card_no: string;
  routing_num: string;
  account_address: string;
  bank_address: string;
  country_name: string;
  swift_code: string;
  needs_two: boolean;
  state: number;
  failure_msg: string;
  payout_ref: string;
  created_at: Date;
  reviewed_at: Date | null;
  reviewed_by: number | null;
};

export function withdrawalVoOf(r: WithdrawalDbRow, own = true): WithdrawalVo {
  const created = wire(r.created_at) ?? "";
  const bank = r.channel === "bank";
  const card = own ? maskCard(r.bank_card_no) : r.bank_card_no;
  return {
    order_no: r.id,
    coin: r.coin,
    amount: centsToDecimal(r.arrival),
    arrivalAmount: centsToDecimal(r.arrival),
    volume: centsToDecimal(r.volume),
    fee: centsToDecimal(r.fee),
    state: r.state,
    createTime: created,
    create_time: created,
    reviewTime: wire(r.reviewed_at),
    to: bank ? [r.bank_user_name, card, r.bank_name].join(",") : r.to_address,
    failure_msg: r.failure_msg,
    tx: r.payout_ref,
    coin_blockchain: bank ? "bank" : coinBlockchain(r.coin, r.network),
    bank: r.bank_name,
    bankCardNo: card,
    bankUserName: r.bank_user_name,
    routingNum: r.routing_num,
    accountAddress: r.account_address,
    bankAddress: r.bank_address,
    countryName: r.country_name,
    swiftCode: r.swift_code,
  };
}

export async function withdrawalPageOf(q: Queryable, partyId: number, page: { page_no: number; page_size: number }) {
  const rows = await q.query<WithdrawalDbRow & { total: number }>(
    `select *, count(*) over ()::int total from withdrawal where party_id = $1
     order by created_at desc, id desc limit $2 offset $3`,
    [partyId, page.page_size, (page.page_no - 1) * page.page_size],
  );
  return pageOfMoney(
    rows.map((r) => withdrawalVoOf(r)),
    page,
    rows[0]?.total ?? (await countOf(q, "withdrawal", partyId)),
  );
}

/** A withdrawal by number; `partyId` limits it to its owner (the original checked no session at all). */
export async function withdrawalRow(q: Queryable, orderNo: string, partyId?: number): Promise<WithdrawalDbRow> {
  const [row] = await q.query<WithdrawalDbRow>(
    "select * from withdrawal where id = $1 and ($2::int is null or party_id = $2)",
    [orderNo, partyId ?? null],
  );
  return row ?? fail("orderNotFound");
}

// ---- The desk

/** A desk queue: pending ones oldest first by default, or any state newest first; by username or number. */
export async function moneyQueue(
  q: Queryable,
  table: "deposit" | "withdrawal",
  p: { state?: number; q?: string; pageNum: number; pageSize: number },
  now: Date,
): Promise<z.infer<typeof moneyQueuePage>> {
  const { limit, offset } = pageWindow(p);
  const state = p.state ?? 0;
  const order = state === 0 ? "m.created_at asc, m.id asc" : "m.created_at desc, m.id desc";
  const amount = table === "deposit" ? "m.amount" : "m.volume";
  const volume = table === "deposit" ? "trim_scale(m.volume)::text" : "(m.volume / 100.0)::numeric(20, 2)::text";
  const method = table === "deposit" ? "m.method" : "m.channel";
  const two = table === "deposit" ? "false" : "m.needs_two";
  const approvals =
    table === "deposit" ? "0" : "(select count(*)::int from withdrawal_approval a where a.withdrawal_id = m.id)";
  const rows = await q.query<{
    id: string;
    party_id: number;
    username: string;
    method: string;
    coin: string;
    network: string;
    volume: string;
    amount: bigint;
    state: number;
    created_at: Date;
    approvals: number;
    needs_two: boolean;
    total: number;
  }>(
    `select m.id, m.party_id, p.username, ${method} method, m.coin, m.network, ${volume} volume, ${amount} amount,
       m.state, m.created_at, ${approvals} approvals, ${two} needs_two, count(*) over ()::int total
     from ${table} m join party p on p.id = m.party_id
     where m.state = $1 and ($2::text is null or p.username = $2 or m.id = $2)
     order by ${order} limit $3 offset $4`,
    [state, p.q ?? null, limit, offset],
  );
  return {
    pageInfo: pageInfo(p.pageNum, p.pageSize, rows[0]?.total ?? 0),
    pageList: rows.map((r) => ({
      orderNo: r.id,
      partyId: r.party_id,
      username: r.username,
      method: r.method,
      coin: r.coin,
      network: r.network,
      volume: r.volume,
      amount: centsToWire(r.amount),
      state: r.state,
      createTime: wire(r.created_at) ?? "",
      ageSeconds: Math.max(0, Math.floor((now.getTime() - r.created_at.getTime()) / 1000)),
      approvals: r.approvals,
      needsTwo: r.needs_two,
    })),
  };
}

/** The party's last deposits and withdrawals, for the desk's evidence. */
export async function moneyHistory(q: Queryable, partyId: number) {
  const rows = await q.query<{
    kind: "deposit" | "withdrawal";
    id: string;
    amount: bigint;
    state: number;
    created_at: Date;
  }>(
    `(select 'deposit' kind, id, amount, state, created_at from deposit where party_id = $1 order by created_at desc limit 10)
     union all
     (select 'withdrawal' kind, id, volume amount, state, created_at from withdrawal where party_id = $1
      order by created_at desc limit 10)
     order by created_at desc limit 20`,
    [partyId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    orderNo: r.id,
    amount: centsToWire(r.amount),
    state: r.state,
    createTime: wire(r.created_at) ?? "",
  }));
}

export async function usernameOf(q: Queryable, partyId: number | null): Promise<string | null> {
  if (partyId === null) return null;
  const [row] = await q.query<{ username: string }>("select username from party where id = $1", [partyId]);
  return row?.username ?? null;
}
