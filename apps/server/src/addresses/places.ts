import {
  getCitiesOfState,
  getCountries,
  getStatesOfCountry,
  type ICountry,
  type IState,
} from "@countrystatecity/countries";
import type { Locale } from "@mall/contract";
import { LRUCache } from "lru-cache";

/**
 * Countries, states and cities of the @countrystatecity/countries data set, with the data set's own ids
 * (docs/decisions/0007-address-data.md). Read from the package's JSON files on first use and kept in memory:
 * 250 countries and 5,300 states always, the cities (150,000 in all) per state as they are asked for.
 */

export type Country = { id: number; iso2: string; name: string };
export type State = { id: number; countryId: number; countryIso2: string; code: string; name: string; native: string };
export type City = { id: number; name: string };

type Index = { countries: Map<number, Country>; states: Map<number, State>; statesOf: Map<number, State[]> };

let index: Promise<Index> | undefined;

function loadIndex(): Promise<Index> {
  index ??= (async () => {
    const list: ICountry[] = await getCountries();
    const countries = new Map<number, Country>();
    const states = new Map<number, State>();
    const statesOf = new Map<number, State[]>();
    // 250 small files, read one after the other: a few tens of milliseconds once per process.
    for (const c of list) {
      countries.set(c.id, { id: c.id, iso2: c.iso2, name: c.name });
      const own: State[] = (await getStatesOfCountry(c.iso2)).map((s: IState) => ({
        id: s.id,
        countryId: c.id,
        countryIso2: c.iso2,
        code: s.iso2,
        name: s.name,
        native: s.native ?? "",
      }));
      for (const s of own) states.set(s.id, s);
      statesOf.set(c.id, own);
    }
    return { countries, states, statesOf };
  })().catch((err) => {
    // A failed read is retried on the next call instead of being remembered.
    index = undefined;
    throw err;
  });
  return index;
}

const cities = new LRUCache<number, Promise<City[]>>({ max: 300 });

async function citiesOf(state: State): Promise<City[]> {
  let hit = cities.get(state.id);
  if (!hit) {
    hit = getCitiesOfState(state.countryIso2, state.code).then((list) =>
      list.filter((c) => c.state_id === state.id).map((c) => ({ id: c.id, name: c.name })),
    );
    hit.catch(() => cities.delete(state.id));
    cities.set(state.id, hit);
  }
  return hit;
}

/** Our locale codes as Intl knows them ("ph" is Filipino). */
const intlTag = (locale: Locale) => (locale === "ph" ? "fil" : locale);

const regionNames = new Map<Locale, Intl.DisplayNames>();
function regionName(locale: Locale, iso2: string): string | undefined {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlTag(locale)], { type: "region", fallback: "none" });
    regionNames.set(locale, names);
  }
  try {
    return names.of(iso2);
  } catch {
    return undefined;
  }
}

/**
 * A country's name in the request language. The data set translates country names into only some of our
 * languages, while the CLDR names that Node's Intl carries cover all 21 (zh-TW, th, el, ms, vi ...), so
 * those are used; the data set's English name is the fall-back (a Node built without full ICU).
 */
export function countryName(c: Country, locale: Locale): string {
  return regionName(locale, c.iso2) ?? c.name;
}

/**
 * The data set names states in English, and gives each a native name. That native name is the right one
 * for readers of the country's own language (安徽省 for a zh-CN reader), and only for them; the table lists
 * the countries whose native names were checked to be in that language.
 */
const NATIVE_STATE_NAMES: Partial<Record<Locale, readonly string[]>> = {
  "zh-CN": ["CN"],
  "zh-TW": ["TW"],
  ja: ["JP"],
  ko: ["KR"],
  th: ["TH"],
  el: ["GR"],
  ru: ["RU"],
  de: ["DE"],
  hi: ["IN"],
  ar: ["SA", "AE", "EG"],
};

export function stateName(s: State, locale: Locale): string {
  return s.native && NATIVE_STATE_NAMES[locale]?.includes(s.countryIso2) ? s.native : s.name;
}

/** The data set has no translated city names: every language gets the English one. */
export const cityName = (c: City): string => c.name;

/** Case- and accent-insensitive "contains", so "zurich" finds Zürich and "ANHUI" finds Anhui. */
const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

const collators = new Map<Locale, Intl.Collator>();
function collatorOf(locale: Locale): Intl.Collator {
  let c = collators.get(locale);
  if (!c) {
    c = new Intl.Collator(intlTag(locale));
    collators.set(locale, c);
  }
  return c;
}

/** Keeps the entries whose shown or English name contains the filter; sorted by the shown name. */
function pick<T>(items: T[], shown: (x: T) => string, english: (x: T) => string, locale: Locale, filter?: string) {
  const f = filter ? fold(filter) : "";
  const collator = collatorOf(locale);
  return items
    .map((x) => ({ x, name: shown(x) }))
    .filter(({ x, name }) => !f || fold(name).includes(f) || fold(english(x)).includes(f))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function listCountries(locale: Locale, filter?: string): Promise<{ id: number; countryName: string }[]> {
  const { countries } = await loadIndex();
  return pick(
    [...countries.values()],
    (c) => countryName(c, locale),
    (c) => c.name,
    locale,
    filter,
  ).map((r) => ({
    id: r.x.id,
    countryName: r.name,
  }));
}

/** An unknown country has no states: an empty list, as for a country without states. */
export async function listStates(
  countryId: number,
  locale: Locale,
  filter?: string,
): Promise<{ id: number; stateName: string }[]> {
  const { statesOf } = await loadIndex();
  return pick(
    statesOf.get(countryId) ?? [],
    (s) => stateName(s, locale),
    (s) => s.name,
    locale,
    filter,
  ).map((r) => ({
    id: r.x.id,
    stateName: r.name,
  }));
}

export async function listCities(
  stateId: number,
  locale: Locale,
  filter?: string,
): Promise<{ id: number; cityName: string }[]> {
  const state = (await loadIndex()).states.get(stateId);
  if (!state) return [];
  return pick(await citiesOf(state), cityName, cityName, locale, filter).map((r) => ({
    id: r.x.id,
    cityName: r.name,
  }));
}

/** A chosen place, checked to hang together. */
export type Place = { country: Country; state: State | undefined; city: City | undefined };

/**
 * The country, state and city of an address form, or undefined when they do not exist or do not belong
 * together. A state is required where the country has states, a city where the state has cities.
 */
export async function resolvePlace(ids: {
  countryId: number;
  provinceId?: number | undefined;
  cityId?: number | undefined;
}): Promise<Place | undefined> {
  const { countries, states, statesOf } = await loadIndex();
  const country = countries.get(ids.countryId);
  if (!country) return undefined;
  const hasStates = (statesOf.get(country.id)?.length ?? 0) > 0;
  if (!hasStates) return ids.provinceId || ids.cityId ? undefined : { country, state: undefined, city: undefined };
  const state = ids.provinceId ? states.get(ids.provinceId) : undefined;
  if (!state || state.countryId !== country.id) return undefined;
  const own = await citiesOf(state);
  if (own.length === 0) return ids.cityId ? undefined : { country, state, city: undefined };
  const city = ids.cityId ? own.find((c) => c.id === ids.cityId) : undefined;
  return city ? { country, state, city } : undefined;
}

/** Names for showing a stored address in the request language; undefined parts fall back to the row. */
export async function placeNames(
  countryId: number,
  stateId: number | null,
  locale: Locale,
): Promise<{ country?: string; province?: string }> {
  const { countries, states } = await loadIndex();
  const c = countries.get(countryId);
  const s = stateId === null ? undefined : states.get(stateId);
  return {
    ...(c ? { country: countryName(c, locale) } : {}),
    ...(s ? { province: stateName(s, locale) } : {}),
  };
}
