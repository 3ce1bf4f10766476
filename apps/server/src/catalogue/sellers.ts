import { type MerchantStore, type SellerVo, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { num } from "../db/sql.ts";
import { fail } from "../http/errors.ts";

/** A store's own profile as the seller edits it and everyone reads it. */
export type StoreRow = {
  id: number;
  name: string;
  avatar: string;
  banner1: string;
  banner2: string;
  banner3: string;
  shop_remark: string;
  contact: string;
  shop_phone: string;
  shop_address: string;
  key_words: string;
  status: number;
};

/** A StoreRow's columns, for a select list or a `returning`. */
export const STORE_COLUMNS =
  "id, name, avatar, banner1, banner2, banner3, shop_remark, contact, shop_phone, shop_address, key_words, status";
const storeColumnsOf = (alias: string) => STORE_COLUMNS.replace(/\w+/g, (c) => `${alias}.${c}`);

export const toMerchantStore = (r: StoreRow): MerchantStore => ({
  // Text, as the original sent a store's id (wire.ts, wireId).
  id: String(r.id),
  name: r.name,
  avatar: r.avatar,
  banner1: r.banner1,
  banner2: r.banner2,
  banner3: r.banner3,
  shopRemark: r.shop_remark,
  contact: r.contact,
  shopPhone: r.shop_phone,
  shopAddress: r.shop_address,
  keyWords: r.key_words,
  status: r.status,
});

type Row = StoreRow & {
  credit_score: number;
  mall_level: string;
  is_rec: boolean;
  created_at: Date;
  focus_num: number;
  views_num: number;
} & Stats;

/** A store's share of good reviews as a fraction with four decimals (SellerVo); 0 without reviews. */
export const goodShare = (good: number, total: number): number =>
  total <= 0 ? 0 : Math.round((good * 10_000) / total) / 10_000;

/** A listing's share of good reviews in percent with one decimal, truncated; "0" without reviews. */
export function highOpinion(good: number, total: number): string {
  if (total <= 0) return "0";
  const permille = Math.floor((good * 1000) / total);
  return `${Math.floor(permille / 10)}.${permille % 10}`;
}

type Stats = { sold: bigint | null; on_shelf: number | null; good: number | null; reviews: number | null };

const SELLER_CARD_COLUMNS = `${storeColumnsOf("s")}, s.credit_score, s.mall_level, s.is_rec, s.created_at, s.focus_num,
  s.views_num, st.sold_num sold, st.on_shelf, st.good_reviews good, st.reviews`;

/**
 * Store cards with real figures, in the order of `ids`: one statement whatever the number of stores. The
 * figures are counters kept by triggers in the transactions that change them (migration 007).
 */
export async function sellerVos(db: Queryable, ids: number[], opts: { openOnly?: boolean } = {}): Promise<SellerVo[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<Row>(
    `select ${SELLER_CARD_COLUMNS}
     from seller s left join seller_stats st on st.seller_id = s.id where s.id = any($1::int[])${opts.openOnly ? " and s.status = 1" : ""}`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toSellerVo(r, r)] : [];
  });
}

/**
 * A store card as goods_detail (migration 026, a product page's one call) returns it: row_to_json of these
 * columns, so numbers where the row has bigints and text where it has a timestamp.
 */
export type SellerCardJson = Omit<Row, "created_at" | "sold"> & { created_at: string; sold: number | null };

export function sellerVoOfJson(j: SellerCardJson): SellerVo {
  const r: Row = { ...j, created_at: new Date(j.created_at), sold: j.sold === null ? null : BigInt(j.sold) };
  return toSellerVo(r, r);
}

function toSellerVo(r: Row, st: Stats | undefined): SellerVo {
  return {
    ...toMerchantStore(r),
    creditScore: r.credit_score,
    mallLevel: r.mall_level,
    createTime: toWireDate(r.created_at) ?? "",
    soldNum: num(st?.sold),
    focusNum: r.focus_num,
    sellerGoodsNum: num(st?.on_shelf),
    viewsNum: r.views_num,
    highOpinion: goodShare(num(st?.good), num(st?.reviews)),
    fakeSoldNum: 0,
    onShelvesFlag: num(st?.on_shelf) > 0 ? 1 : 0,
    // The original's fields this mall has no data for: typed as it typed them, never made up (wire.ts).
    facebook: null,
    instagram: null,
    twitter: null,
    google: null,
    youtube: null,
    recTime: r.is_rec ? toWireDate(r.created_at) : null,
    black: 0,
    imInitMessage: null,
    imDefaultReply: null,
    categoryName: null,
  };
}

/** Open stores, recommended ones only with isRec; newest first. */
export async function sellerPage(
  db: Queryable,
  o: { isRec: boolean; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const where = `status = 1${o.isRec ? " and is_rec" : ""}`;
  const [ids, total] = await Promise.all([
    db.query<{ id: number }>(`select id from seller where ${where} order by id desc limit $1 offset $2`, [
      o.limit,
      o.offset,
    ]),
    db.query<{ n: bigint }>(`select count(*) as n from seller where ${where}`),
  ]);
  return { ids: ids.map((r) => r.id), total: num(total[0]?.n) };
}

/**
 * seller!info's store: the one asked for, else the signed-in caller's own (a seller looking at their shop);
 * refused unless it is open.
 */
export async function openStore(
  db: Queryable,
  sellerId: number | undefined,
  partyId: number | undefined,
): Promise<SellerVo> {
  let id = sellerId;
  if (!id && partyId !== undefined) {
    const own = await db.query<{ id: number }>("select id from seller where party_id = $1", [partyId]);
    id = own[0]?.id;
  }
  if (!id) return fail(partyId === undefined ? "sellerIdRequired" : "storeNotFound");
  const [seller] = await sellerVos(db, [id], { openOnly: true });
  return seller ?? fail("storeNotFound");
}
