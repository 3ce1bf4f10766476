/** Console permissions; a staff role holds a set of them. The console shows, and the server checks, these. */
export const PERMISSIONS = [
  "users",
  "stores",
  "roles",
  "mail",
  "audit",
  "orders",
  "refunds",
  "reviews",
  "finance",
  "deposits",
  "withdrawals",
  "loans",
  "service",
  "lottery",
] as const;
export type Permission = (typeof PERMISSIONS)[number];
