import type { FastifyRequest } from "fastify";

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin as the staff member reached it, for the links in marketing mail: the scheme a TLS proxy
 * reports (x-forwarded-proto) or the connection's, and the Host header when it is a plain host[:port].
 */
export function siteOrigin(req: Pick<FastifyRequest, "headers" | "protocol">): string {
  const forwarded = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    ?.trim()
    .toLowerCase();
  const scheme = forwarded === "https" || forwarded === "http" ? forwarded : req.protocol;
  const host = String(req.headers.host ?? "");
  return `${scheme}://${HOST.test(host) ? host.toLowerCase() : "localhost"}`;
}
