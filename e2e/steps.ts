import type { AddressVo } from "@mall/contract";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { api } from "./helpers.ts";

/** Steps several specs take on the way to what they test. */

type Places = { data: { id: number }[] };

/**
 * The buyer's first delivery address; when there is none (a spec run on its own), one is added through the
 * API in the first country, state and city the server lists.
 */
export async function ensureAddress(request: APIRequestContext, token: string): Promise<string> {
  const list = async () => (await api<{ pageList: AddressVo[] }>(request, "address!list", { token })).pageList;
  const found = (await list())[0];
  if (found) return found.id;
  const [country] = (await api<Places>(request, "address!listCountry", { token })).data;
  if (!country) throw new Error("no countries");
  const [state] = (await api<Places>(request, "address!listState", { token, countryId: country.id })).data;
  const [city] = state ? (await api<Places>(request, "address!listCity", { token, stateId: state.id })).data : [];
  await api(request, "address!add", {
    token,
    use: 1,
    contacts: "Alice Smith",
    phone: "1 5551234567",
    address: "12 Harbour Road, Building 3",
    countryId: country.id,
    ...(state ? { provinceId: state.id } : {}),
    ...(city ? { cityId: city.id } : {}),
  });
  const added = (await list())[0];
  if (!added) throw new Error("address!add left no address");
  return added.id;
}

type AddressFields = { name: string; phone: string; street: string };

/** Fills a storefront address form in the first country, state and city it offers, and saves it. */
export async function fillAddressForm(form: Locator, address: AddressFields) {
  await fillAddressFields(form, address);
  await form.getByRole("button", { name: "Save address" }).click();
}

/** Fills a storefront address form in the first country, state and city it offers, without saving it. */
export async function fillAddressFields(form: Locator, address: AddressFields) {
  await form.getByLabel("Recipient name").fill(address.name);
  await form.getByLabel("Phone number").fill(address.phone);
  const country = form.getByLabel("Country / region");
  await expect(country.locator("option")).not.toHaveCount(1);
  await country.selectOption({ index: 1 });
  const state = form.getByLabel("State / province");
  await expect(state).toBeEnabled();
  await state.selectOption({ index: 1 });
  // The cities of the state load after it is chosen; the first state of the first country has some.
  const city = form.getByLabel("City");
  await expect(city).toBeEnabled();
  await city.selectOption({ index: 1 });
  await form.getByLabel("Street address").fill(address.street);
}

/** Signs admin001 in to the platform console. */
export async function consoleLogin(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("admin001");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("pass1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("logout")).toBeVisible();
}
