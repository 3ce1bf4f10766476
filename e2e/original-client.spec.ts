// biome-ignore-all lint/suspicious/noExplicitAny: this is an untyped client of the original API on purpose: it reads the wire as the original JavaScript did, without our types.
import { expect, test } from "./fixtures.ts";

/*
 * Issue 10: a client of the original mall API can buy. Inside the browser, this script does what the original
 * PC client does (api-contract.md 2.2 and 3.2–3.7), reading only the wire fields it reads: every POST with its
 * parameters in the query string and no body, the token as a parameter, free text encodeURIComponent'd by the
 * page, SKU ids compared as the strings the original sent (Object.keys / includes / ===).
 */
test("a client written against the original API chooses a SKU, orders, pays and reads its order back", async ({
  page,
}) => {
  await page.goto("/");
  const result = await page.evaluate(async () => {
    type Env = { code: string; msg: string | null; data: any };
    let token = "";
    // The original's Axios.post: every parameter appended to the URL, unencoded except where the page encoded it.
    const post = async (action: string, params: Record<string, string | number> = {}): Promise<any> => {
      const all: Record<string, string | number> = { ...params, lang: "en" };
      if (token) all.token = token;
      const q = Object.entries(all)
        .map(([k, v]) => `${k}=${v}`)
        .join("&");
      const env = (await (await fetch(`/api/${action}.action?${q}`, { method: "POST" })).json()) as Env;
      if (env.code !== "0") throw new Error(`${action}: ${env.code} ${env.msg}`);
      return env.data;
    };

    const login = await post("user!newlogin", { username: "buyer001", password: encodeURIComponent("pass1234") });
    token = login.token;

    // A listing with SKUs on offer: the first with canSelectAttributes.
    const cards = (await post("sellerGoods!list", { pageNum: 1, pageSize: 40 })).pageList as any[];
    let info: any;
    for (const c of cards) {
      const detail = await post("sellerGoods!info", { sellerGoodsId: c.id });
      if (detail.canSelectAttributes?.skus?.some((s: any) => !s.hidden && s.stock > 0)) {
        info = detail;
        break;
      }
    }
    if (!info) throw new Error("no listing with SKUs among the first cards");
    const cas = info.canSelectAttributes;

    // The original's picker: a map attrId → attrValueId filled by clicks on the first value that leads to a
    // SKU on offer, then the SKU whose attrs match every key of the map.
    const onOffer = cas.skus.filter((s: any) => !s.hidden && s.stock > 0);
    const target = onOffer[0];
    const chosen: Record<string, string> = {};
    for (const attr of cas.goodAttrs) {
      const value = attr.attrValues.find((v: any) =>
        target.attrs.some((a: any) => a.attrId === attr.attrId && a.attrValueId === v.attrValueId),
      );
      chosen[attr.attrId] = value.attrValueId;
    }
    const sku = cas.skus.find((s: any) =>
      Object.keys(chosen).every((k) => s.attrs.some((a: any) => a.attrId === k && a.attrValueId === chosen[k])),
    );
    if (!sku) throw new Error("no SKU matches the chosen attribute values");

    // A delivery address (the first with use=1 is the default the order takes).
    const addresses = (await post("address!list")).pageList as any[];
    if (!addresses.length) {
      const countries = (await post("address!listCountry")).data as any[];
      // The original's cascade: a country, then its first state and city when it has them.
      const country = countries[0];
      const state = ((await post("address!listState", { countryId: country.id })).data as any[])[0];
      const city = state ? ((await post("address!listCity", { stateId: state.id })).data as any[])[0] : undefined;
      await post("address!add", {
        ...(state ? { province: state.stateName, provinceId: state.id } : {}),
        ...(city ? { city: city.cityName, cityId: city.id } : {}),
        use: 1,
        contacts: encodeURIComponent("Ada Client"),
        phone: "1 2025550123",
        address: "1 Original Road",
        postcode: "10001",
        country: country.countryName,
        countryId: country.id,
      });
    }

    const submitted = await post("order!submit", { orderInfo: `${info.id},${sku.skuId},1` });
    const orderId = submitted.orderList[0].orderId as string;
    const shown = sku.discountPrice || sku.sellingPrice;
    await post("order!pay", { orderId, safeword: "123456" });

    const list = (await post("order!listMain", { status: 1, pageNum: 1, pageSize: 10 })).pageList as any[];
    const lines = (await post("order!listGoods", { orderId, pageNum: 1, pageSize: 10 })).pageList as any[];
    const logs = (await post("orderLog!list", { orderId })) as any[];
    return {
      skuId: sku.skuId,
      listingId: info.id,
      shown,
      chosenNames: cas.goodAttrs.map((a: any) => [
        a.attrName,
        a.attrValues.find((v: any) => v.attrValueId === chosen[a.attrId]).attrValueName,
      ]),
      submitted: submitted.orderList[0],
      listed: list.find((o) => o.id === orderId),
      line: lines[0],
      // The original client splits the log on the order id and translates what follows.
      logTexts: logs.map((l) => String(l.log).split(orderId)[1]),
    };
  });

  expect(typeof result.skuId).toBe("string");
  expect(result.submitted.prizeReal).toBe(result.shown);
  expect(result.listed).toMatchObject({ status: 1, priceCount: result.shown });
  expect(result.line).toMatchObject({
    goodsId: result.listingId,
    skuId: result.skuId,
    goodsNum: 1,
    goodsReal: result.shown,
    sellingPrice: result.shown,
    attributes: result.chosenNames.map(([attrName, attrValue]: [string, string]) => ({ attrName, attrValue })),
  });
  expect(result.logTexts).toEqual(["下单成功，等待付款", "下单成功，付款成功"]);
});

/*
 * The original PC client's category filter (commodityPage/filter.vue): the category of the route is found with
 * categoryList.find((item) => item.categoryId === $route.query.id).categoryId, and a route value is always a
 * string, so the ids must come as strings (as the original sent them) or the page throws on undefined.
 */
test("a client written against the original API finds the category of its route and lists its goods", async ({
  page,
}) => {
  await page.goto("/");
  const result = await page.evaluate(async () => {
    const call = async (action: string, method: string, params: Record<string, string>): Promise<any> => {
      const q = new URLSearchParams({ ...params, lang: "en" }).toString();
      const env = await (await fetch(`/api/${action}.action?${q}`, { method })).json();
      if (env.code !== "0") throw new Error(`${action}: ${env.code} ${env.msg}`);
      return env.data;
    };
    const categoryList = (await call("category!tree", "GET", {})) as any[];
    const top = categoryList.find((item) => item.subList.length > 0);
    // The classification page's links: /commodity?id=<sub>&parentId=<top>, read back as $route.query.
    const query = Object.fromEntries(
      new URLSearchParams(`id=${top.subList[0].categoryId}&parentId=${top.categoryId}`).entries(),
    );
    const parentIndex = categoryList.findIndex((item) => item.categoryId === query.parentId);
    const sub = categoryList[parentIndex].subList.find((item: any) => item.categoryId === query.id);
    const topOnly = categoryList.find((item) => item.categoryId === query.parentId).categoryId;
    const goods = (await call("sellerGoods!list", "POST", { categoryId: topOnly, pageNum: "1", pageSize: "20" }))
      .pageList as any[];
    return {
      parentIndex,
      found: sub?.name === top.subList[0].name,
      cards: goods.length,
      sameCategory: goods.every((g) => g.categoryId === topOnly),
    };
  });
  expect(result.parentIndex).toBeGreaterThanOrEqual(0);
  expect(result.found).toBe(true);
  expect(result.cards).toBeGreaterThan(0);
  expect(result.sameCategory).toBe(true);
});
