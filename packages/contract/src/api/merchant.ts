import { z } from "zod";
import { spec } from "./define.ts";

/** The merchant actions of the action table (decision 0011). */
export const merchantApi = {} as const;
