import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";

/**
 * Favourite goods and followed stores of the user centre (contract 3.3), read fresh each time: a product
 * or store page may have changed them. Removing goes through the product and store features' own toggles,
 * which also update their cached pages.
 */
export const FAVOURITES_PAGE_SIZE = 20;
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

export function useKeptGoods(pageNum: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["favourites", token, "goods", pageNum],
    queryFn: () => call("keepGoods!list", { pageNum, pageSize: FAVOURITES_PAGE_SIZE }, { silent: true }),
    enabled: Boolean(token),
    placeholderData: (prev) => prev,
    ...FRESH,
  });
}

export function useFollowedStores(pageNum: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["favourites", token, "stores", pageNum],
    queryFn: () => call("focusSeller!list", { pageNum, pageSize: FAVOURITES_PAGE_SIZE }, { silent: true }),
    enabled: Boolean(token),
    placeholderData: (prev) => prev,
    ...FRESH,
  });
}
