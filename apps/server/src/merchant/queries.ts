import {
  type MerchantMe,
  type MerchantStore,
  type MerchantStoreSummary,
  type PageOf,
  pageInfo,
  type StoreApplication,
  type StoreApplicationStatus,
  toWireDate,
} from "@mall/contract";
import { STORE_COLUMNS, type StoreRow, toMerchantStore } from "../catalogue/index.ts";
import type { Queryable } from "../db/db.ts";
import { pageWindow } from "../db/sql.ts";
import { fail } from "../http/errors.ts";

type ApplicationRow = {
  status: StoreApplicationStatus;
  store_name: string;
  reason: string | null;
  created_at: Date;
  seller_id: number | null;
};

/** A party's store application that counts: the approved one if any, else the newest. */
async function applicationOf(q: Queryable, partyId: number): Promise<ApplicationRow | undefined> {
  const [row] = await q.query<ApplicationRow>(
    `select status, store_name, reason, created_at, seller_id from store_application
     where party_id = $1 order by (status = 'approved') desc, created_at desc, id desc limit 1`,
    [partyId],
  );
  return row;
}

/**
 * The store a seller may manage: the one their approved application created (or, for stores that predate
 * applications, the store they own). While the application is open or after a rejection there is none.
 */
export async function ownStoreId(q: Queryable, partyId: number, sessionSellerId: number | undefined): Promise<number> {
  const app = await applicationOf(q, partyId);
  if (app?.status === "approved" && app.seller_id) return app.seller_id;
  if (sessionSellerId) return sessionSellerId;
  if (app?.status === "pending") return fail("storeApplicationPending");
  if (app?.status === "rejected") return fail("storeApplicationRejected");
  return fail("storeNotFound");
}

async function storeSummary(q: Queryable, sellerId: number): Promise<MerchantStoreSummary | null> {
  const [row] = await q.query<{
    id: number;
    name: string;
    avatar: string;
    status: number;
    focus_num: number;
    views_num: number;
    created_at: Date;
    on_shelf: bigint;
  }>(
    `select s.id, s.name, s.avatar, s.status, s.focus_num, s.views_num, s.created_at,
       (select count(*) from seller_goods g where g.seller_id = s.id and g.is_shelf) on_shelf
     from seller s where s.id = $1`,
    [sellerId],
  );
  if (!row) return null;
  return {
    id: String(row.id),
    name: row.name,
    avatar: row.avatar,
    status: row.status,
    focusNum: row.focus_num,
    viewsNum: row.views_num,
    sellerGoodsNum: Number(row.on_shelf),
    createTime: toWireDate(row.created_at),
  };
}

/** `merchant/account!me`: who is signed in, where their application stands and, once approved, their store. */
export async function merchantMe(
  q: Queryable,
  partyId: number,
  sessionSellerId: number | undefined,
): Promise<MerchantMe> {
  const [party] = await q.query<{ username: string; usercode: string; avatar: number }>(
    "select username, usercode, avatar from party where id = $1",
    [partyId],
  );
  if (!party) return fail("userNotFound");
  const app = await applicationOf(q, partyId);
  const sellerId = app?.status === "approved" && app.seller_id ? app.seller_id : sessionSellerId;
  return {
    username: party.username,
    usercode: party.usercode,
    avatar: String(party.avatar),
    application: app
      ? {
          status: app.status,
          storeName: app.store_name,
          reason: app.reason,
          createdAt: toWireDate(app.created_at),
        }
      : null,
    store: sellerId ? await storeSummary(q, sellerId) : null,
  };
}

export async function storeProfile(q: Queryable, sellerId: number): Promise<MerchantStore> {
  const [row] = await q.query<StoreRow>(`select ${STORE_COLUMNS} from seller where id = $1`, [sellerId]);
  return row ? toMerchantStore(row) : fail("storeNotFound");
}

/**
 * `console/stores!applications`: pending ones oldest first (a queue); reviewed ones most recently reviewed first
 * (a history). One statement per page whatever its size.
 */
export async function listApplications(
  q: Queryable,
  f: { pageNum: number; pageSize: number; status: StoreApplicationStatus },
): Promise<PageOf<StoreApplication>> {
  const { limit, offset } = pageWindow(f);
  const order = f.status === "pending" ? "a.created_at, a.id" : "a.reviewed_at desc nulls last, a.id desc";
  const rows = await q.query<{
    id: number;
    party_id: number;
    username: string;
    store_name: string;
    contact: string;
    invite_code: string | null;
    status: StoreApplicationStatus;
    reason: string | null;
    seller_id: number | null;
    reviewer: string | null;
    reviewed_at: Date | null;
    created_at: Date;
    total: number;
  }>(
    `select a.id, a.party_id, p.username, a.store_name, a.contact, a.invite_code, a.status, a.reason, a.seller_id,
       r.username reviewer, a.reviewed_at, a.created_at, count(*) over ()::int total
     from store_application a join party p on p.id = a.party_id left join party r on r.id = a.reviewed_by
     where a.status = $1 order by ${order} limit $2 offset $3`,
    [f.status, limit, offset],
  );
  return {
    pageInfo: pageInfo(f.pageNum, f.pageSize, rows[0]?.total ?? 0),
    pageList: rows.map((r) => ({
      id: r.id,
      partyId: r.party_id,
      username: r.username,
      storeName: r.store_name,
      contact: r.contact,
      inviteCode: r.invite_code,
      status: r.status,
      reason: r.reason,
      sellerId: r.seller_id,
      reviewedBy: r.reviewer,
      reviewedAt: toWireDate(r.reviewed_at),
      createdAt: toWireDate(r.created_at),
    })),
  };
}
