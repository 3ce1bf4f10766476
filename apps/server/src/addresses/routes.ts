import {
  ADDRESS_PARAM_ERRORS,
  type AddressVo,
  addressAddParams,
  addressDelParams,
  addressEditParams,
  type CityList,
  type CountryList,
  listCityParams,
  listCountryParams,
  listStateParams,
  type StateList,
} from "@mall/contract";
import { z } from "zod";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { addAddress, addressMax, deleteAddress, editAddress } from "./commands.ts";
import { listCities, listCountries, listStates } from "./places.ts";
import { addressRows, toAddressVo } from "./queries.ts";

/** `auth: true` guarantees the user; this keeps the handlers free of non-null assertions. */
const partyOf = (ctx: Ctx<unknown>): number => ctx.user?.partyId ?? 0;

/** The address book of contract 3.6. Every call is the signed-in buyer's own, except the country list. */
export const addressActions: AnyAction[] = [
  action({
    name: "address!list",
    method: "POST",
    auth: true,
    params: z.object({}),
    handler: async (ctx): Promise<{ pageList: AddressVo[] }> => {
      const rows = await addressRows(ctx.db, partyOf(ctx));
      return { pageList: await Promise.all(rows.map((r) => toAddressVo(r, ctx.locale))) };
    },
  }),
  action({
    name: "address!add",
    method: "POST",
    auth: true,
    params: addressAddParams,
    paramErrors: ADDRESS_PARAM_ERRORS,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const max = await addressMax(ctx.db, ctx.caches);
      await addAddress(ctx.db, { partyId: partyOf(ctx), input: ctx.params, max });
      return null;
    },
  }),
  action({
    name: "address!edit",
    method: "POST",
    auth: true,
    params: addressEditParams,
    paramErrors: ADDRESS_PARAM_ERRORS,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await editAddress(ctx.db, { partyId: partyOf(ctx), id: ctx.params.id, input: ctx.params });
      return null;
    },
  }),
  action({
    name: "address!del",
    method: "POST",
    auth: true,
    params: addressDelParams,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await deleteAddress(ctx.db, { partyId: partyOf(ctx), id: ctx.params.id });
      return null;
    },
  }),
  action({
    name: "address!listCountry",
    method: "POST",
    params: listCountryParams,
    handler: async (ctx): Promise<CountryList> => ({
      data: await listCountries(ctx.locale, ctx.params.countryName),
    }),
  }),
  action({
    name: "address!listState",
    method: "POST",
    auth: true,
    params: listStateParams,
    handler: async (ctx): Promise<StateList> => ({
      data: await listStates(ctx.params.countryId, ctx.locale, ctx.params.stateName),
    }),
  }),
  action({
    name: "address!listCity",
    method: "POST",
    auth: true,
    params: listCityParams,
    handler: async (ctx): Promise<CityList> => ({
      data: await listCities(ctx.params.stateId, ctx.locale, ctx.params.cityName),
    }),
  }),
];
