/**
 * Spec point 2: the support icon opens the site setting `customer_service_url` in a new tab when it is set.
 * An address that only opens this site's own service window (`?customerService`, the demo's default) is not
 * an outside page: the built-in window opens in place instead. Undefined means "open the window".
 */
export function externalSupportUrl(setting: string | null | undefined, origin: string): string | undefined {
  const raw = setting?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const own = url.origin === origin;
  if (own && (url.searchParams.has("customerService") || url.searchParams.has("customer-service"))) return undefined;
  return url.href;
}
