import {
  ADDRESS_PARAM_ERRORS,
  type AddressVo,
  addressAddParams,
  type ErrorKey,
  normaliseAddressPhone,
  type ParamsOf,
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

/** The form's fields, in the order they are shown (the first wrong one takes the focus). */
export const ADDRESS_FIELDS = [
  "contacts",
  "phone",
  "email",
  "postcode",
  "countryId",
  "provinceId",
  "cityId",
  "address",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type DraftProblem = "required" | "invalid" | "tooLong";
export type DraftProblems = Partial<Record<AddressField, DraftProblem>>;

/**
 * What can be wrong with each field, as the form has a sentence for it. A place is chosen from a list, so it
 * can only be missing; the phone's length is held by the input, so a too long one is simply not a phone.
 */
export const FIELD_PROBLEMS: { readonly [F in AddressField]: readonly DraftProblem[] } = {
  contacts: ["required", "tooLong", "invalid"],
  phone: ["required", "invalid"],
  email: ["tooLong", "invalid"],
  postcode: ["tooLong", "invalid"],
  countryId: ["required"],
  provinceId: ["required"],
  cityId: ["required"],
  address: ["required", "tooLong", "invalid"],
};

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

const isField = (k: unknown): k is AddressField => (ADDRESS_FIELDS as readonly unknown[]).includes(k);

/**
 * A refusal of the contract's schema as the form words it: a blank value arrives as "absent" (the schema's
 * preprocessing), a length over the limit as too long, anything else (a pattern, the phone check) as invalid.
 */
function problemOf(field: AddressField, code: string): DraftProblem {
  const p: DraftProblem =
    code === "invalid_type" || code === "too_small" ? "required" : code === "too_big" ? "tooLong" : "invalid";
  const known = FIELD_PROBLEMS[field];
  return known.includes(p) ? p : (known[known.length - 1] ?? "invalid");
}

/**
 * Which fields are wrong and why, before the call: the draft goes through address!add's own schema from
 * @mall/contract, the one the server validates with, so the form cannot disagree with the server. Only what
 * the schema cannot know is added here: `needs` says whether the chosen country lists states and the chosen
 * state lists cities (the server then refuses the place as a whole).
 */
export function checkDraft(d: AddressDraft, needs: { state: boolean; city: boolean }): DraftProblems {
  const p: DraftProblems = {};
  const parsed = addressAddParams.safeParse(toAddParams(d));
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (isField(field) && !p[field]) p[field] = problemOf(field, issue.code);
  }
  // "86 " is not blank to the schema (the area code is there), but no number was typed.
  if (!d.phone.trim()) p.phone = "required";
  if (needs.state && d.provinceId === undefined) p.provinceId = "required";
  if (needs.city && d.cityId === undefined) p.cityId = "required";
  return p;
}

/** The field a server refusal is about, with the catalogue message to show under it. */
export type FieldRefusal = { field: AddressField; key: ErrorKey };

/**
 * The server names a wrong field by its catalogue message (ADDRESS_PARAM_ERRORS, the map it answers with):
 * read backwards, that message points at the field. A refused place (one message for country, state and
 * city) goes to the first of them that its list asks for and is not chosen (a list that had not loaded when
 * the form was checked), or else to the country. Other refusals (the address book is full, a parameter
 * without a message of its own) belong to the whole form: undefined.
 */
export function fieldOfRefusal(
  d: AddressDraft,
  key: ErrorKey | undefined,
  needs: { state: boolean; city: boolean },
): FieldRefusal | undefined {
  if (!key) return undefined;
  const fields = ADDRESS_FIELDS.filter((f) => ADDRESS_PARAM_ERRORS[f] === key);
  const asked = (f: AddressField) => (f === "provinceId" ? needs.state : f === "cityId" ? needs.city : true);
  const first = fields.find((f) => d[f] === undefined && asked(f)) ?? fields[0];
  return first ? { field: first, key } : undefined;
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
