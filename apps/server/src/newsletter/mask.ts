/**
 * An address as the unsubscribe page shows it to whoever holds the link: the first and last character of the
 * name and the whole domain, with a fixed-width gap so the length is not told (buyer001@example.com →
 * b•••1@example.com).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const [name, domain] = [email.slice(0, at), email.slice(at + 1)];
  const chars = [...name];
  const first = chars[0] ?? "";
  const last = chars.length > 2 ? chars[chars.length - 1] : "";
  return `${first}•••${last}@${domain}`;
}
