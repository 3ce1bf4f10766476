import {
  ADDRESS_TEXT_MAX,
  type AddressVo,
  CONTACTS_MAX,
  CONTACTS_PATTERN,
  EMAIL_MAX,
  EMAIL_PATTERN,
  normaliseAddressPhone,
  type ParamsOf,
  POSTCODE_MAX,
  POSTCODE_PATTERN,
  splitAddressPhone,
} from "@mall/contract";

/**
 * The new-address form of the settlement, as typed. Every rule comes from @mall/contract (the server
 * validates with the same ones); this only says which field is wrong before the call.
 */
export type AddressDraft = {
  contacts: string;
  /** The calling code without "+", e.g. "86". */
  areaCode: string;
  phone: string;
  email: string;
  postcode: string;
  countryId: number | undefined;
  provinceId: number | undefined;
  cityId: number | undefined;
  address: string;
  use: boolean;
};

export type DraftProblem = "required" | "invalid" | "tooLong";
export type DraftProblems = Partial<Record<keyof AddressDraft, DraftProblem>>;

export const emptyDraft = (areaCode: string, asDefault: boolean): AddressDraft => ({
  contacts: "",
  areaCode,
  phone: "",
  email: "",
  postcode: "",
  countryId: undefined,
  provinceId: undefined,
  cityId: undefined,
  address: "",
  use: asDefault,
});

/** An address of the book as a draft, for the edit form (place ids of 0 mean "none"). */
export function draftOf(a: AddressVo): AddressDraft {
  const { areaCode, number } = splitAddressPhone(a.phone);
  return {
    contacts: a.contacts,
    areaCode,
    phone: number,
    email: a.email ?? "",
    postcode: a.postcode ?? "",
    countryId: a.countryId || undefined,
    provinceId: a.provinceId || undefined,
    cityId: a.cityId || undefined,
    address: a.address,
    use: a.use === 1,
  };
}

const phoneOf = (d: AddressDraft) => normaliseAddressPhone(`${d.areaCode} ${d.phone}`);

/** `needs` says whether the chosen country lists states and the chosen state lists cities. */
export function checkDraft(d: AddressDraft, needs: { state: boolean; city: boolean }): DraftProblems {
  const p: DraftProblems = {};
  const contacts = d.contacts.trim();
  if (!contacts) p.contacts = "required";
  else if (contacts.length > CONTACTS_MAX) p.contacts = "tooLong";
  else if (!CONTACTS_PATTERN.test(contacts)) p.contacts = "invalid";
  if (!d.phone.trim()) p.phone = "required";
  else if (!phoneOf(d)) p.phone = "invalid";
  const email = d.email.trim();
  if (email.length > EMAIL_MAX) p.email = "tooLong";
  else if (email && !EMAIL_PATTERN.test(email)) p.email = "invalid";
  const postcode = d.postcode.trim();
  if (postcode.length > POSTCODE_MAX) p.postcode = "tooLong";
  else if (postcode && !POSTCODE_PATTERN.test(postcode)) p.postcode = "invalid";
  if (d.countryId === undefined) p.countryId = "required";
  if (needs.state && d.provinceId === undefined) p.provinceId = "required";
  if (needs.city && d.cityId === undefined) p.cityId = "required";
  const address = d.address.trim();
  if (!address) p.address = "required";
  else if (address.length > ADDRESS_TEXT_MAX) p.address = "tooLong";
  return p;
}

/**
 * address!add's parameters. The place goes by ids only: the server takes the names from them. A country not
 * chosen goes as 0, as the original's selects send it (checkDraft stops that before any call).
 */
export function toAddParams(d: AddressDraft): ParamsOf<"address!add"> {
  return {
    use: d.use ? 1 : 0,
    contacts: d.contacts.trim(),
    phone: phoneOf(d) ?? `${d.areaCode} ${d.phone.trim()}`,
    email: d.email.trim(),
    postcode: d.postcode.trim(),
    address: d.address.trim(),
    countryId: d.countryId ?? 0,
    provinceId: d.provinceId,
    cityId: d.cityId,
  };
}
