import type { BrandVo } from "@mall/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

const HOUR = 3_600_000;

export const brandQuery = {
  queryKey: ["site", "brand"] as const,
  queryFn: () => call<BrandVo>("site!brand", {}, { method: "GET", silent: true }),
  staleTime: HOUR,
};

export const useBrandQuery = () => useQuery(brandQuery);

/** Contract 3.x: `{}` when no activity runs, else the activity with its `detailUrl`. */
export type LotteryActivity = { detailUrl?: string; title?: string; id?: string | number; running?: string };

export const useCurrentLottery = (enabled: boolean) =>
  useQuery({
    queryKey: ["site", "lottery"],
    queryFn: () =>
      call<LotteryActivity | null>("activity/lottery!getCurrentActivity", {}, { method: "GET", silent: true }),
    enabled,
    staleTime: HOUR,
    retry: false,
  });

export const useSubscribe = () =>
  useMutation({ mutationFn: (email: string) => call<null>("subscribe!add", { email }) });

/** Public system parameters (PUBLIC_SYSPARA of @mall/contract); values are strings. */
export const useSyspara = (code: string) =>
  useQuery({
    queryKey: ["site", "syspara", code],
    queryFn: () => call<Record<string, string>>("syspara!getSyspara", { code }, { silent: true }),
    staleTime: HOUR,
    select: (d) => d?.[code],
  });
