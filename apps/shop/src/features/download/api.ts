import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import { type AppKind, type AppLink, appLink } from "./app-links.ts";

export type AppLinks = Record<AppKind, AppLink>;

/** Where the buyer app and the seller app are downloaded, from the public system parameters. */
export function useAppLinks() {
  return useQuery({
    queryKey: ["download", "urls"],
    queryFn: () => call("syspara!getSyspara", { code: "app_download_url,seller_app_download_url" }, { silent: true }),
    select: (p): AppLinks => ({
      buyer: appLink(p.app_download_url, "buyer", window.location.origin),
      seller: appLink(p.seller_app_download_url, "seller", window.location.origin),
    }),
    staleTime: 10 * 60_000,
  });
}
