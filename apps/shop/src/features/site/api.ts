import type { PublicSysparaCode } from "@mall/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

const HOUR = 3_600_000;

export const brandQuery = {
  queryKey: ["site", "brand"] as const,
  queryFn: () => call("site!brand", {}, { method: "GET", silent: true }),
  staleTime: HOUR,
};

export const useBrandQuery = () => useQuery(brandQuery);

/** The running activity, or undefined when none runs (the server answers `{}`). */
export const useCurrentLottery = (enabled: boolean) =>
  useQuery({
    queryKey: ["site", "lottery"],
    queryFn: () => call("activity/lottery!getCurrentActivity", {}, { method: "GET", silent: true }),
    select: (d) => ("detailUrl" in d ? d : undefined),
    enabled,
    staleTime: HOUR,
    retry: false,
  });

export const useSubscribe = () => useMutation({ mutationFn: (email: string) => call("subscribe!add", { email }) });

/** A public system parameter (PUBLIC_SYSPARA of @mall/contract). */
export const useSyspara = <C extends PublicSysparaCode>(code: C) =>
  useQuery({
    queryKey: ["site", "syspara", code],
    queryFn: () => call("syspara!getSyspara", { code }, { silent: true }),
    staleTime: HOUR,
    select: (d) => d[code],
  });
