import { z } from "zod";
import { spec } from "./define.ts";

/** The console actions of the action table (decision 0011). */
export const consoleApi = {} as const;
