import { describe, expect, it } from "vitest";
import { createApiClient, localTokenStore } from "./client.ts";

/**
 * The client's types come from the action table; `npm run typecheck` (tsc over this file) fails when a call
 * sends a param the action does not take or reads a field its data lacks. These lines pin that: each
 * `@ts-expect-error` must stay an error.
 */
const never = (async () => new Response("{}")) as unknown as typeof fetch;
const client = createApiClient({ token: localTokenStore("T", undefined), lang: () => "en", fetch: never });

async function typed() {
  const page = await client.call("keepGoods!list", { pageNum: 1, pageSize: 20 });
  const name: string = page.pageList[0]?.name ?? "";
  // @ts-expect-error keepGoods!list answers goods cards, which have no `price` field.
  page.pageList[0]?.price;
  // @ts-expect-error focusSeller!add takes sellerId, not storeId.
  await client.call("focusSeller!add", { storeId: 1 });
  // @ts-expect-error focusSeller!add needs its sellerId.
  await client.call("focusSeller!add", {});
  const count: number = await client.call("keepGoods!count");
  return { name, count };
}

describe("the typed client", () => {
  it("is checked by the compiler (see the @ts-expect-error lines)", () => {
    expect(typeof typed).toBe("function");
  });
});
