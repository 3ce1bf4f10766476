import { type Params, rows, type WireCase, withoutToken } from "../case.ts";
import { lit, some } from "../shape.ts";
import { textId } from "./shapes.ts";

// The data set's own place ids (docs/decisions/0007-address-data.md).
const CHINA = "45";
const GUANGDONG = "2279";
const SHENZHEN = "20091";

/** An address form as the PC client sends it: "<areaCode> <number>", the consignee encodeURIComponent'd. */
const form = (): Params => ({
  use: "0",
  phone: "86 13800000000",
  contacts: encodeURIComponent("Li Wei"),
  address: "1 Shennan Road",
  email: "liweiwire@example.com",
  postcode: "518000",
  country: "China",
  province: "Guangdong",
  city: "Shenzhen",
  countryId: CHINA,
  provinceId: GUANGDONG,
  cityId: SHENZHEN,
  lang: "en",
});

/** Contract 3.6: the address book (no pageInfo) and the place lists. */
export const addressCases: WireCase[] = [
  {
    action: "address!list",
    section: "3.6",
    params: (w) => ({ token: w.buyer.token, lang: "en" }),
    expect: {
      code: "0",
      data: {
        pageList: some({
          /** Text, as the original's UUID ids; the place ids below were numbers there (Integer columns). */
          id: textId,
          /** 1 the default, 0 another; the client picks the default with use === 1. */
          use: lit(0, 1),
          phone: "string",
          contacts: "string",
          address: "string",
          email: "null-or-string",
          postcode: "null-or-string",
          country: "string",
          province: "null-or-string",
          city: "null-or-string",
          countryId: "integer",
          provinceId: "null-or-integer",
          cityId: "null-or-integer",
        }),
      },
    },
    verify: (data) => {
      const defaults = rows((data as { pageList?: unknown }).pageList).filter((a) => a.use === 1).length;
      return [
        ...("pageInfo" in (data as object) ? ["data.pageInfo: the address list has none"] : []),
        ...(defaults === 1 ? [] : [`data.pageList: expected one address with use 1, got ${defaults}`]),
      ];
    },
  },
  {
    action: "address!add",
    section: "3.6",
    params: (w) => ({ token: w.buyer.token, ...form() }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "address!edit",
    section: "3.6",
    params: (w) => ({ token: w.buyer.token, id: String(w.addresses.toEdit), ...form(), address: "2 Shennan Road" }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "address!del",
    section: "3.6",
    params: (w) => ({ token: w.buyer.token, id: String(w.addresses.toDelete) }),
    expect: { code: "0", data: "null" },
  },
  {
    action: "address!listCountry",
    section: "3.6",
    params: () => ({ countryName: "Chin", lang: "en" }),
    expect: { code: "0", data: { data: some({ id: "integer", countryName: "string" }) } },
  },
  {
    action: "address!listState",
    section: "3.6",
    params: (w) => ({ token: w.buyer.token, countryId: CHINA, lang: "en" }),
    expect: { code: "0", data: { data: some({ id: "integer", stateName: "string" }) } },
  },
  {
    action: "address!listCity",
    section: "3.6",
    params: (w) => ({ token: w.buyer.token, stateId: GUANGDONG, cityName: "Shen", lang: "en" }),
    expect: { code: "0", data: { data: some({ id: "integer", cityName: "string" }) } },
  },
  withoutToken("address!list", "3.6"),
  withoutToken("address!add", "3.6", form()),
  withoutToken("address!edit", "3.6", { id: "1", ...form() }),
  withoutToken("address!del", "3.6", { id: "1" }),
  withoutToken("address!listState", "3.6", { countryId: CHINA }),
  withoutToken("address!listCity", "3.6", { stateId: GUANGDONG }),
];
