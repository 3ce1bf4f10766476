import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

export type DownloadUrls = { buyer: string; seller: string };

/** Where the buyer app and the seller app are downloaded, from the public system parameters. */
export function useDownloadUrls() {
  return useQuery({
    queryKey: ["download", "urls"],
    queryFn: async (): Promise<DownloadUrls> => {
      const p = await call("syspara!getSyspara", { code: "app_download_url,seller_app_download_url" });
      return { buyer: p.app_download_url ?? "", seller: p.seller_app_download_url ?? "" };
    },
    staleTime: 10 * 60_000,
  });
}
