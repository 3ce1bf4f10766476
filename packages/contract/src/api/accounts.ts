import { z } from "zod";
import { spec } from "./define.ts";

/** The accounts actions of the action table (decision 0011). */
export const accountsApi = {} as const;
