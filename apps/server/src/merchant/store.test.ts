import { ERRORS, type LoginResult, type MerchantMe, type MerchantStore, type SellerVo } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile, type Params } from "../../test/app.ts";
import { buildSeller, sessionFor } from "../../test/factories.ts";

let n = 0;
const fresh = (prefix = "seller") => `${prefix}${Date.now().toString(36)}${++n}`;
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;

const t = appForFile();

/** A seller who signed up through the app; `approve` does what the platform console's approval does. */
async function signedUp() {
  const storeName = fresh("Store ");
  const r = await t.inject<LoginResult>(
    "merchant/account!signup",
    { storeName, contact: "Grace", type: 3, username: fresh(), password: "pass1234", re_password: "pass1234" },
    { as: "form" },
  );
  const [party] = await t.db.query<{ id: number }>("select id from party where username = $1", [r.data.username]);
  return { token: r.data.token, partyId: party?.id ?? 0, storeName };
}

async function approved() {
  const s = await signedUp();
  const [store] = await t.db.query<{ id: number }>(
    "insert into seller (party_id, name, contact) values ($1, $2, 'Grace') returning id",
    [s.partyId, s.storeName],
  );
  await t.db.query("update store_application set status = 'approved', seller_id = $2 where party_id = $1", [
    s.partyId,
    store?.id,
  ]);
  return { ...s, sellerId: store?.id ?? 0 };
}

const get = (token: string) => t.inject<MerchantStore>("merchant/store!get", { token });
const profile = (over: Params = {}): Params => ({
  name: fresh("Renamed "),
  avatar: "/media/uploads/0123456789abcdef0123456789abcdef.png",
  banner1: "/media/seller/3/banner/1.svg",
  banner2: "",
  banner3: "/media/uploads/fedcba9876543210fedcba9876543210.jpg",
  shopRemark: "Hand-made goods.\nShipped in 24 hours.",
  contact: "Grace Hopper",
  shopPhone: "+1 555 0100",
  shopAddress: "1 Main Street, Springfield",
  keyWords: "handmade, gifts",
  ...over,
});
const update = (token: string, over: Params = {}) =>
  t.inject<MerchantStore>("merchant/store!update", { token, ...profile(over) }, { as: "form" });

describe("the store profile", () => {
  it("is not there while the application is pending, nor after a rejection (with the reason)", async () => {
    const s = await signedUp();
    expect((await get(s.token)).msg).toBe(zh("storeApplicationPending"));
    expect((await update(s.token)).msg).toBe(zh("storeApplicationPending"));
    await t.db.query("update store_application set status = 'rejected', reason = 'Logo missing' where party_id = $1", [
      s.partyId,
    ]);
    expect((await get(s.token)).msg).toBe(zh("storeApplicationRejected"));
    const me = await t.inject<MerchantMe>("merchant/account!me", { token: s.token });
    expect(me.data.application).toMatchObject({ status: "rejected", reason: "Logo missing" });
  });

  it("reads and saves the approved store, and the shop's store page shows it", async () => {
    const s = await approved();
    const before = await get(s.token);
    expect(before.data).toMatchObject({ id: String(s.sellerId), name: s.storeName, contact: "Grace", status: 1 });
    const me = await t.inject<MerchantMe>("merchant/account!me", { token: s.token });
    expect(me.data.store).toMatchObject({ id: String(s.sellerId), name: s.storeName, sellerGoodsNum: 0, focusNum: 0 });

    const saved = await update(s.token, { name: `${s.storeName} Plus` });
    expect(saved.code).toBe("0");
    expect(saved.msg).toBe(zh("operationSuccess"));
    expect(saved.data).toMatchObject({
      name: `${s.storeName} Plus`,
      shopRemark: "Hand-made goods.\nShipped in 24 hours.",
      banner2: "",
    });
    expect((await get(s.token)).data).toEqual(saved.data);
    const shop = await t.inject<SellerVo>("seller!info", { sellerId: s.sellerId });
    expect(shop.data).toMatchObject({
      name: `${s.storeName} Plus`,
      avatar: "/media/uploads/0123456789abcdef0123456789abcdef.png",
      shopRemark: "Hand-made goods.\nShipped in 24 hours.",
      shopPhone: "+1 555 0100",
    });
  });

  it("shows a new name in cached public lists at once", async () => {
    const s = await approved();
    const list = async () =>
      (await t.inject<{ pageList: SellerVo[] }>("seller!list", { pageNum: 1, pageSize: 100 })).data.pageList.find(
        (x) => x.id === String(s.sellerId),
      )?.name;
    expect(await list()).toBe(s.storeName);
    await update(s.token, { name: `${s.storeName} New` });
    expect(await list()).toBe(`${s.storeName} New`);
  });

  it("keeps names unique, but keeping one's own (in any case) is fine", async () => {
    const s = await approved();
    const other = await buildSeller(t.db, { name: fresh("Other ") });
    const [{ name } = { name: "" }] = await t.db.query<{ name: string }>("select name from seller where id = $1", [
      other,
    ]);
    expect((await update(s.token, { name })).msg).toBe(zh("storeNameTaken"));
    const pending = await signedUp();
    expect((await update(s.token, { name: pending.storeName })).msg).toBe(zh("storeNameTaken"));
    expect((await update(s.token, { name: s.storeName.toUpperCase() })).code).toBe("0");
  });

  it("validates lengths and picture addresses without ever answering 500", async () => {
    const s = await approved();
    const bad: Params[] = [
      { name: "" },
      { name: "n".repeat(65) },
      { avatar: "javascript:alert(1)" },
      { banner1: 'https://x.test/a.png") ; background:url("evil' },
      { banner2: "http://insecure.test/a.png" },
      { banner3: "https://cdn.example.com/b3.jpg" },
      { avatar: "/media/../etc/passwd" },
      { banner3: `/media/${"a".repeat(600)}` },
      { shopRemark: "r".repeat(1001) },
      { contact: "c".repeat(65) },
      { shopPhone: "9".repeat(33) },
      { shopAddress: "a".repeat(201) },
      { keyWords: "k".repeat(201) },
      { contact: "line\nbreak" },
    ];
    for (const over of bad) {
      const r = await update(s.token, over);
      expect(r.status, JSON.stringify(over)).toBeLessThan(500);
      expect(r.code, JSON.stringify(over)).toBe("1");
    }
    const hostile = await t.inject("merchant/store!update", { token: s.token }, { json: { name: { $ne: 1 } } });
    expect(hostile.status).toBeLessThan(500);
    expect(hostile.code).toBe("1");
    expect((await get(s.token)).data.name).toBe(s.storeName);
  });

  it("belongs to its seller only: other apps' sessions get 403", async () => {
    const s = await approved();
    const [session] = await t.db.query<{ party_id: number }>(
      "select party_id from store_application where seller_id = $1",
      [s.sellerId],
    );
    const shopToken = await sessionFor(t.db, session?.party_id ?? 0, "shop");
    expect((await get(shopToken)).code).toBe("403");
    expect((await update(shopToken)).code).toBe("403");
  });
});
