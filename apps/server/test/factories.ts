import { randomBytes } from "node:crypto";
import type { Db, Queryable } from "../src/db/db.ts";
import { hashPassword } from "../src/accounts/passwords.ts";
import { createSession } from "../src/accounts/sessions.ts";
import { type App, PERMISSIONS } from "../src/auth/policies.ts";
import { postEntry } from "../src/ledger/post.ts";

/** Fresh, unique data per call so tests never depend on each other or on the demo seed. */
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(++seq).toString(36)}${randomBytes(2).toString("hex")}`;

const one = async <T>(db: Queryable, sql: string, params: unknown[]): Promise<T> => {
  const rows = await db.query<T>(sql, params);
  const row = rows[0];
  if (!row) throw new Error(`no row from: ${sql}`);
  return row;
};

export type Names = Partial<Record<string, string>> & { en: string };

export async function buildBrand(
  db: Queryable,
  o: { id?: string; hosts?: string[]; isDefault?: boolean; name?: string; bucket?: string } = {},
): Promise<string> {
  const id = o.id ?? `b${uniq()}`;
  await db.query(
    `insert into brand (id, hosts, is_default, name, title, theme, support_email, support_phone, support_url, bucket, footer)
     values ($1, $2, $3, $4, $4, $5, 'help@example.com', '+1 555 0100', 'https://support.example.com', $7, $6)`,
    [
      id,
      o.hosts ?? [],
      o.isDefault ?? false,
      o.name ?? `Brand ${id}`,
      JSON.stringify({
        primary: "#123456",
        primaryDark: "#012345",
        accent: "#abcdef",
        surface: "#fff",
        text: "#111",
        headerBg: "#fff",
        headerText: "#111",
      }),
      JSON.stringify({ cities: ["Berlin", "Dallas", "Osaka"], countries: 112, legalName: "Example Ltd" }),
      o.bucket ?? "local",
    ],
  );
  return id;
}

export async function buildParty(db: Queryable, o: { username?: string; countryCode?: string } = {}): Promise<number> {
  const u = o.username ?? `user${uniq()}`;
  const r = await one<{ id: number }>(
    db,
    "insert into party (username, usercode, country_code) values ($1, $2, $3) returning id",
    [u, `c${uniq()}`, o.countryCode ?? "DE"],
  );
  return r.id;
}

export async function buildCategory(
  db: Queryable,
  o: { parentId?: number; names?: Names; sort?: number; status?: number; isRec?: boolean; iconImg?: string } = {},
): Promise<number> {
  const level = o.parentId
    ? (await one<{ level: number }>(db, "select level from category where id = $1", [o.parentId])).level + 1
    : 1;
  const { id } = await one<{ id: number }>(
    db,
    "insert into category (parent_id, level, sort, status, is_rec, icon_img) values ($1, $2, $3, $4, $5, $6) returning id",
    [o.parentId ?? null, level, o.sort ?? 0, o.status ?? 1, o.isRec ?? false, o.iconImg ?? "/media/category/x.svg"],
  );
  const k = uniq();
  const names = o.names ?? { en: `Category ${k}`, "zh-CN": `类目${k}` };
  for (const [lang, name] of Object.entries(names)) {
    if (name)
      await db.query("insert into category_lang (category_id, lang, name) values ($1, $2, $3)", [id, lang, name]);
  }
  return id;
}

export async function buildSeller(
  db: Queryable,
  o: {
    name?: string;
    status?: number;
    isRec?: boolean;
    focusNum?: number;
    viewsNum?: number;
    withParty?: boolean;
    /** The owner's party (a seller account); withParty makes a bare one. */
    partyId?: number;
  } = {},
): Promise<number> {
  const partyId = o.partyId ?? (o.withParty ? await buildParty(db) : null);
  const { id } = await one<{ id: number }>(
    db,
    `insert into seller (party_id, name, status, is_rec, focus_num, views_num, avatar, shop_remark)
     values ($1, $2, $3, $4, $5, $6, '/media/seller/a.svg', 'A fine shop') returning id`,
    [partyId, o.name ?? `Shop ${uniq()}`, o.status ?? 1, o.isRec ?? false, o.focusNum ?? 0, o.viewsNum ?? 0],
  );
  return id;
}

export type AttrSpec = { names: Names; values: { names: Names; iconImg?: string }[] };

export interface BuiltGoods {
  goodsId: number;
  categoryId: number;
  attrIds: number[];
  /** Value ids per attribute, in attribute order. */
  valueIds: number[][];
  /** One SKU per combination of values (cartesian product), in that order. */
  skuIds: number[];
}

/** System goods + lang rows (+ attributes and SKUs). categoryId is the deepest level the goods belongs to. */
export async function buildGoods(
  db: Queryable,
  o: {
    categoryId: number;
    names?: Names;
    systemPrice?: bigint;
    buyMin?: number;
    imgCount?: number;
    freight?: bigint;
    tax?: bigint;
    attributes?: AttrSpec[];
    /** Price of each SKU (cents) by combination index; default the goods' system price. */
    skuPrice?: (index: number) => bigint;
    /** Units in stock: of each SKU, or of the goods itself when it has no SKUs (default 100). */
    stock?: number;
  },
): Promise<BuiltGoods> {
  const chain = await db.query<{ id: number; level: number }>(
    `with recursive up as (select id, parent_id, level from category where id = $1
       union all select c.id, c.parent_id, c.level from category c join up on c.id = up.parent_id)
     select id, level from up`,
    [o.categoryId],
  );
  const top = chain.find((c) => c.level === 1)?.id ?? o.categoryId;
  const second = chain.find((c) => c.level === 2)?.id ?? null;
  const price = o.systemPrice ?? 10_000n;
  const { id: goodsId } = await one<{ id: number }>(
    db,
    `insert into system_goods (category_id, secondary_category_id, top_category_id, system_price, freight_amount, goods_tax, buy_min, img_count, stock)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      o.categoryId,
      second,
      top,
      price,
      o.freight ?? 0n,
      o.tax ?? 0n,
      o.buyMin ?? 1,
      o.imgCount ?? 4,
      o.attributes?.length ? 0 : (o.stock ?? 100),
    ],
  );
  const k = uniq();
  const names = o.names ?? { en: `Goods ${k}`, "zh-CN": `商品${k}` };
  for (const [lang, name] of Object.entries(names)) {
    if (name) {
      await db.query("insert into system_goods_lang (goods_id, lang, name, des) values ($1, $2, $3, $4)", [
        goodsId,
        lang,
        name,
        `${name} description`,
      ]);
    }
  }
  const attrIds: number[] = [];
  const valueIds: number[][] = [];
  for (const [i, a] of (o.attributes ?? []).entries()) {
    const { id: attrId } = await one<{ id: number }>(
      db,
      "insert into goods_attr (goods_id, sort, names) values ($1, $2, $3) returning id",
      [goodsId, i, JSON.stringify(a.names)],
    );
    attrIds.push(attrId);
    const ids: number[] = [];
    for (const [j, v] of a.values.entries()) {
      const { id } = await one<{ id: number }>(
        db,
        "insert into goods_attr_value (attr_id, sort, names, icon_img) values ($1, $2, $3, $4) returning id",
        [attrId, j, JSON.stringify(v.names), v.iconImg ?? ""],
      );
      ids.push(id);
    }
    valueIds.push(ids);
  }
  const skuIds: number[] = [];
  if (valueIds.length) {
    const combos = valueIds.reduce<number[][]>((acc, ids) => acc.flatMap((c) => ids.map((v) => [...c, v])), [[]]);
    for (const [i, combo] of combos.entries()) {
      const { id } = await one<{ id: number }>(
        db,
        "insert into goods_sku (goods_id, attr_value_ids, system_price, stock, cover_img) values ($1, $2, $3, $4, $5) returning id",
        [goodsId, combo, o.skuPrice ? o.skuPrice(i) : price, o.stock ?? 100, `/media/goods/${goodsId}/1.svg`],
      );
      skuIds.push(id);
    }
  }
  return { goodsId, categoryId: o.categoryId, attrIds, valueIds, skuIds };
}

/** A store's listing. Discount dates default to a window around now. */
export async function buildSellerGoods(
  db: Queryable,
  o: {
    sellerId: number;
    goodsId: number;
    sellingPrice?: bigint;
    discount?: { price: bigint; ratio: string; start?: Date; end?: Date };
    isShelf?: boolean;
    isRec?: boolean;
    showWeight1?: number;
    showWeight2?: number;
    firstShelfTime?: Date;
    upTime?: Date;
  },
): Promise<number> {
  const g = await one<{
    category_id: number;
    secondary_category_id: number | null;
    top_category_id: number;
    system_price: bigint;
  }>(db, "select category_id, secondary_category_id, top_category_id, system_price from system_goods where id = $1", [
    o.goodsId,
  ]);
  const now = Date.now();
  const d = o.discount;
  const { id } = await one<{ id: number }>(
    db,
    `insert into seller_goods (seller_id, goods_id, category_id, secondary_category_id, top_category_id, selling_price,
       discount_price, discount_ratio, discount_start, discount_end, is_shelf, is_rec, show_weight1, show_weight2,
       first_shelf_time, up_time)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) returning id`,
    [
      o.sellerId,
      o.goodsId,
      g.category_id,
      g.secondary_category_id,
      g.top_category_id,
      o.sellingPrice ?? (g.system_price * 12n) / 10n,
      d?.price ?? null,
      d?.ratio ?? null,
      d ? (d.start ?? new Date(now - 86_400_000)) : null,
      d ? (d.end ?? new Date(now + 86_400_000)) : null,
      o.isShelf ?? true,
      o.isRec ?? false,
      o.showWeight1 ?? 0,
      o.showWeight2 ?? 0,
      o.firstShelfTime ?? new Date(),
      o.upTime ?? new Date(),
    ],
  );
  return id;
}

/**
 * A paid, received order of one store, with its lines. sold_num moves in the same transaction as the order
 * rows, exactly as the real order flow must do it, so counts stay equal to paid order lines.
 */
export async function buildOrderHistory(
  db: Queryable & { tx?: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> },
  o: { partyId?: number; lines: { sellerGoodsId: number; num: number; skuId?: number }[]; status?: number },
): Promise<{ orderId: string; partyId: number }> {
  const partyId = o.partyId ?? (await buildParty(db));
  const orderId = `T${uniq()}`.slice(0, 24);
  const run = async (tx: Queryable) => {
    const lines = await tx.query<{
      id: number;
      seller_id: number;
      goods_id: number;
      selling_price: bigint;
      system_price: bigint;
    }>(
      `select sg.id, sg.seller_id, sg.goods_id, sg.selling_price, g.system_price
       from seller_goods sg join system_goods g on g.id = sg.goods_id where sg.id = any($1::int[])`,
      [o.lines.map((l) => l.sellerGoodsId)],
    );
    const byId = new Map(lines.map((l) => [l.id, l]));
    const sellers = new Set(lines.map((l) => l.seller_id));
    if (sellers.size !== 1) throw new Error("an order holds the goods of exactly one store");
    let real = 0n;
    let sys = 0n;
    for (const l of o.lines) {
      const sg = byId.get(l.sellerGoodsId);
      if (!sg) throw new Error(`unknown seller goods ${l.sellerGoodsId}`);
      real += sg.selling_price * BigInt(l.num);
      sys += sg.system_price * BigInt(l.num);
    }
    await tx.query(
      `insert into mall_order (id, party_id, seller_id, status, goods_count, prize_original, prize_real, system_price, pay_time)
       values ($1, $2, $3, $4, $5, $6, $6, $7, now())`,
      [orderId, partyId, [...sellers][0], o.status ?? 4, o.lines.reduce((s, l) => s + l.num, 0), real, sys],
    );
    for (const l of o.lines) {
      const sg = byId.get(l.sellerGoodsId);
      if (!sg) continue;
      await tx.query(
        `insert into mall_order_goods (order_id, seller_goods_id, goods_id, sku_id, goods_num, unit_price, system_price)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [orderId, l.sellerGoodsId, sg.goods_id, l.skuId ?? null, l.num, sg.selling_price, sg.system_price],
      );
      await tx.query("update seller_goods set sold_num = sold_num + $2 where id = $1", [l.sellerGoodsId, l.num]);
    }
  };
  if (db.tx) await db.tx(run);
  else await run(db);
  return { orderId, partyId };
}

/** A review of a listing by a buyer who really bought it (an order is created for it). */
export async function buildEvaluation(
  db: Queryable & { tx?: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> },
  o: {
    sellerGoodsId: number;
    type?: 1 | 2 | 3;
    rating?: number;
    content?: string;
    imgUrls?: string[];
    username?: string;
    status?: number;
    createdAt?: Date;
  },
): Promise<{ evaluationId: number; orderId: string; partyId: number }> {
  const partyId = await buildParty(db, o.username ? { username: o.username } : {});
  const { orderId } = await buildOrderHistory(db, {
    partyId,
    lines: [{ sellerGoodsId: o.sellerGoodsId, num: 1 }],
    status: 5,
  });
  const sg = await one<{ seller_id: number; goods_id: number }>(
    db,
    "select seller_id, goods_id from seller_goods where id = $1",
    [o.sellerGoodsId],
  );
  const type = o.type ?? 1;
  const { id } = await one<{ id: number }>(
    db,
    `insert into evaluation (order_id, party_id, seller_goods_id, seller_id, goods_id, evaluation_type, rating, content, img_urls, status, created_at)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) returning id`,
    [
      orderId,
      partyId,
      o.sellerGoodsId,
      sg.seller_id,
      sg.goods_id,
      type,
      o.rating ?? (type === 1 ? 5 : type === 2 ? 3 : 1),
      o.content ?? "Review text",
      o.imgUrls ?? [],
      o.status ?? 1,
      o.createdAt ?? new Date(),
    ],
  );
  return { evaluationId: id, orderId, partyId };
}

/** Stores a system parameter. */
export async function buildSyspara(db: Queryable, code: string, value: string): Promise<void> {
  await db.query("insert into syspara (code, value) values ($1, $2) on conflict (code) do update set value = $2", [
    code,
    value,
  ]);
}

const hashes = new Map<string, Promise<string>>();
/** argon2id of a password, computed once per test process (hashing is deliberately slow). */
export const passwordHash = (plain: string): Promise<string> => {
  let h = hashes.get(plain);
  if (!h) {
    h = hashPassword(plain);
    hashes.set(plain, h);
  }
  return h;
};

export interface BuiltUser {
  id: number;
  username: string;
  usercode: string;
  password: string;
}

/** An account that can log in: a buyer by default; SELLER, STAFF (with a role) or TEST on request. */
export async function buildUser(
  db: Queryable,
  o: {
    username?: string;
    password?: string;
    role?: "MEMBER" | "SELLER" | "STAFF" | "TEST";
    safeword?: string;
    email?: string;
    phone?: string;
    enabled?: boolean;
    staffRoleId?: number;
  } = {},
): Promise<BuiltUser> {
  const username = o.username ?? `user${uniq()}`;
  const password = o.password ?? "pass1234";
  const usercode = `U${uniq()}`;
  const { id } = await one<{ id: number }>(
    db,
    `insert into party (username, usercode, role, email, phone, password_hash, safeword_hash, enabled, staff_role_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      username,
      usercode,
      o.role ?? "MEMBER",
      o.email ?? null,
      o.phone ?? null,
      await passwordHash(password),
      o.safeword ? await passwordHash(o.safeword) : null,
      o.enabled ?? true,
      o.staffRoleId ?? null,
    ],
  );
  return { id, username, usercode, password };
}

export async function buildStaffRole(
  db: Queryable,
  o: { name?: string; permissions?: string[] } = {},
): Promise<number> {
  const { id } = await one<{ id: number }>(
    db,
    "insert into staff_role (name, permissions) values ($1, $2) returning id",
    [o.name ?? `role${uniq()}`, o.permissions ?? [...PERMISSIONS]],
  );
  return id;
}

/** A staff account holding a role with the given permissions (all by default). */
export async function buildStaff(
  db: Queryable,
  o: { permissions?: string[]; username?: string } = {},
): Promise<BuiltUser> {
  const staffRoleId = await buildStaffRole(db, o.permissions ? { permissions: o.permissions } : {});
  return buildUser(db, { role: "STAFF", staffRoleId, ...(o.username ? { username: o.username } : {}) });
}

/** A session token without going through the login call (fast; login itself is tested on its own). */
export const sessionFor = (db: Queryable, partyId: number, app: App = "shop", now = new Date()): Promise<string> =>
  createSession(db, { partyId, app, now });

/** A fresh account signed in to the shop: the user and its session token. */
export async function signedInUser(
  db: Queryable,
  o: Parameters<typeof buildUser>[1] = {},
): Promise<BuiltUser & { token: string }> {
  const u = await buildUser(db, o);
  return { ...u, token: await sessionFor(db, u.id) };
}

/** A fresh staff account signed in to the console, holding the given permissions (all by default). */
export async function staffSession(
  db: Queryable,
  o: Parameters<typeof buildStaff>[1] = {},
): Promise<BuiltUser & { token: string }> {
  const s = await buildStaff(db, o);
  return { ...s, token: await sessionFor(db, s.id, "admin") };
}

/** Money into a party's available balance through a real, balanced ledger entry (a platform grant). */
export async function grantBalance(db: Db, partyId: number, cents: bigint): Promise<void> {
  await db.tx((tx) =>
    postEntry(tx, {
      kind: "grant",
      memo: "test grant",
      postings: [
        { account: { platform: "platform:grants" }, amount: -cents },
        { account: { party: partyId, code: "available" }, amount: cents },
      ],
    }),
  );
}

/** A delivery address (Germany, Berlin) in the buyer's book; the first one is the default. */
export async function buildAddress(db: Queryable, partyId: number, o: { isDefault?: boolean } = {}): Promise<number> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    "select count(*)::int n from user_address where party_id = $1",
    [partyId],
  );
  const { id } = await one<{ id: number }>(
    db,
    `insert into user_address (party_id, contacts, phone, email, postcode, address, country_id, country_code, country,
       province, city, is_default)
     values ($1, 'Anna Schmidt', '49 15123456789', 'anna.schmidt@example.com', '10115', 'Invalidenstrasse 1',
       82, 'DE', 'Germany', 'Berlin', 'Berlin', $2) returning id`,
    [partyId, o.isDefault ?? n === 0],
  );
  return id;
}
