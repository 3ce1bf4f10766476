import { EMAIL_MAX } from "./accounts.ts";

/**
 * Subscription email pattern of spec point 5: an alphanumeric first character, at least 3 characters before
 * the @, a domain of 2+ word characters, a top level of 2+ lower-case letters and an optional second level.
 * The footer form and the server both test with this one expression.
 */
export const SUBSCRIBE_EMAIL = /^[A-Za-z0-9][\w.+-]{2,}@\w{2,}(?:-\w+)*\.[a-z]{2,}(?:\.[a-z]{2,})?$/;

/**
 * The longest text a list's search box sends (`q` of the order, refund and awaiting-seller lists): the
 * server's params and the apps' inputs both read this one limit.
 */
export const SEARCH_TEXT_MAX = 64;

export const isSubscribeEmail = (email: string): boolean => email.length <= EMAIL_MAX && SUBSCRIBE_EMAIL.test(email);

/**
 * The masking helper of spec point 9: the first 3 characters and the 9th to 11th, asterisks between.
 * Shorter names never reveal their length: they get a fixed run of asterisks.
 */
export function maskName(name: string | null | undefined): string {
  const chars = Array.from(name ?? "");
  if (chars.length === 0) return "***";
  if (chars.length <= 3) return `${chars[0]}**`;
  if (chars.length < 9) return `${chars.slice(0, 3).join("")}****`;
  return `${chars.slice(0, 3).join("")}*****${chars.slice(8, 11).join("")}`;
}
