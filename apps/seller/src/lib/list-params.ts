/**
 * A list's state as the address keeps it (so back and forward restore the view): each value under its name,
 * in the order given, left out when there is none; the page only past the first.
 */
export function listParams(values: { page: number } & Record<string, string | number | undefined>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    const none = value === undefined || value === "" || (name === "page" && Number(value) <= 1);
    if (!none) out.set(name, String(value));
  }
  return out;
}
