import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

export type DownloadUrls = { buyer: string; seller: string };

/**
 * The contract does not pin the shape of `index!download-url`: a single URL (the buyer app, as in the
 * original) or an object naming both apps. Both are accepted; a missing seller URL stays empty.
 */
export function normaliseDownload(data: unknown): DownloadUrls {
  if (typeof data === "string") return { buyer: data, seller: "" };
  if (data && typeof data === "object") {
    const o = data as Record<string, unknown>;
    const pick = (...keys: string[]) => {
      for (const k of keys) if (typeof o[k] === "string" && o[k]) return o[k] as string;
      return "";
    };
    return { buyer: pick("buyer", "buyerUrl", "url", "downloadUrl"), seller: pick("seller", "sellerUrl") };
  }
  return { buyer: "", seller: "" };
}

export function useDownloadUrls() {
  return useQuery({
    queryKey: ["download", "urls"],
    queryFn: async () => normaliseDownload(await call("index!download-url")),
    staleTime: 10 * 60_000,
  });
}
