/** A call that answers its data or throws with the server's message (each bench's own `must`). */
export type Must = <T>(action: string, params: Record<string, string | number>, token?: string) => Promise<T>;

/**
 * Buyers for the order and cost benches, made as a shopper and staff would make them: registered, a fund
 * password (123456), a German address, and a balance of 1,000,000 granted by staff through the ledger.
 */
export async function benchBuyers(
  must: Must,
  n: number,
  tag: string,
): Promise<{ token: string; partyId: number; orders: string[] }[]> {
  const admin = (await must<{ token: string }>("console/auth!login", { username: "admin001", password: "pass1234" }))
    .token;
  const countries = await must<{ data: { id: number }[] }>("address!listCountry", { countryName: "Germany" });
  const countryId = countries.data[0]?.id ?? 0;
  const buyers: { token: string; partyId: number; orders: string[] }[] = [];
  for (let i = 0; i < n; i++) {
    const username = `${tag}${i}`;
    const r = await must<{ token: string }>("localuser!registerNoVerifcode", {
      username,
      password: "pass1234",
      re_password: "pass1234",
      type: 3,
    });
    await must("user!setSafewordReg", { safeword: "123456" }, r.token);
    const states = await must<{ data: { id: number }[] }>("address!listState", { countryId }, r.token);
    const stateId = states.data[0]?.id;
    const cities = stateId
      ? await must<{ data: { id: number }[] }>("address!listCity", { stateId }, r.token)
      : { data: [] as { id: number }[] };
    await must(
      "address!add",
      {
        use: 1,
        contacts: "Bench Buyer",
        phone: "49 15123456789",
        address: "Invalidenstrasse 1",
        postcode: "10115",
        countryId,
        ...(stateId ? { provinceId: stateId } : {}),
        ...(cities.data[0] ? { cityId: cities.data[0].id } : {}),
      },
      r.token,
    );
    const users = await must<{ pageList: { id: number; username: string }[] }>(
      "console/users!list",
      { q: username },
      admin,
    );
    const partyId = users.pageList.find((u) => u.username === username)?.id ?? 0;
    await must(
      "console/wallet!grant",
      { partyId, amount: "1000000", memo: "load test", requestId: `${tag}-${i}` },
      admin,
    );
    buyers.push({ token: r.token, partyId, orders: [] });
  }
  return buyers;
}
