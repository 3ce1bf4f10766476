import { ADDRESS_PARAM_ERRORS } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { addAddress } from "./add-address.ts";
import { deleteAddress } from "./delete-address.ts";
import { editAddress } from "./edit-address.ts";
import { listCities, listCountries, listStates } from "./places.ts";
import { addressMax, addressRows, toAddressVo } from "./queries.ts";

/** The address book of contract 3.6. Every call is the signed-in buyer's own, except the country list. */
export const addressActions: AnyAction[] = [
  action("address!list", {
    handler: async ({ db, user, locale }) => {
      const rows = await addressRows(db, user.partyId);
      return { pageList: await Promise.all(rows.map((r) => toAddressVo(r, locale))) };
    },
  }),
  action("address!add", {
    paramErrors: ADDRESS_PARAM_ERRORS,
    successMsg: "operationSuccess",
    handler: async ({ db, caches, user, params, services }) => {
      const max = await addressMax(db, caches);
      const now = services.clock.now();
      await db.tx((tx) => addAddress(tx, { partyId: user.partyId, input: params, max, now }));
      return null;
    },
  }),
  action("address!edit", {
    paramErrors: ADDRESS_PARAM_ERRORS,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const now = services.clock.now();
      await db.tx((tx) => editAddress(tx, { partyId: user.partyId, id: params.id, input: params, now }));
      return null;
    },
  }),
  action("address!del", {
    successMsg: "operationSuccess",
    handler: async ({ db, user, params }) => {
      await db.tx((tx) => deleteAddress(tx, { partyId: user.partyId, id: params.id }));
      return null;
    },
  }),
  action("address!listCountry", {
    handler: async ({ locale, params }) => ({ data: await listCountries(locale, params.countryName) }),
  }),
  action("address!listState", {
    handler: async ({ locale, params }) => ({ data: await listStates(params.countryId, locale, params.stateName) }),
  }),
  action("address!listCity", {
    handler: async ({ locale, params }) => ({ data: await listCities(params.stateId, locale, params.cityName) }),
  }),
];
