import { z } from "zod";
import {
  addressAddParams,
  addressDelParams,
  addressEditParams,
  addressList,
  cityList,
  countryList,
  listCityParams,
  listCountryParams,
  listStateParams,
  stateList,
} from "../addresses.ts";
import { nothing } from "../params.ts";
import { spec } from "./define.ts";

/** The address book (contract 3.6): every call the signed-in buyer's own, except the country list. */
export const addressesApi = {
  "address!list": spec({ app: "shop", method: "POST", params: z.object({}), data: addressList }),
  "address!add": spec({ app: "shop", method: "POST", params: addressAddParams, data: nothing }),
  "address!edit": spec({ app: "shop", method: "POST", params: addressEditParams, data: nothing }),
  "address!del": spec({ app: "shop", method: "POST", params: addressDelParams, data: nothing }),
  "address!listCountry": spec({ app: "public", method: "POST", params: listCountryParams, data: countryList }),
  "address!listState": spec({ app: "shop", method: "POST", params: listStateParams, data: stateList }),
  "address!listCity": spec({ app: "shop", method: "POST", params: listCityParams, data: cityList }),
} as const;
