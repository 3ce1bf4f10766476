import type { DataOf } from "@mall/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export type VitalsSummary = DataOf<"console/vitals!summary">;
export type VitalsRoute = VitalsSummary["routes"][number];

/** The storefront's Web Vitals, p75 per route over the last 7 days (console/vitals!summary). */
export const useVitalsSummary = () =>
  useQuery({ queryKey: ["console", "vitals", "summary"], queryFn: () => api.call("console/vitals!summary") });
