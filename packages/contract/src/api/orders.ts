import { z } from "zod";
import { spec } from "./define.ts";

/** The orders actions of the action table (decision 0011). */
export const ordersApi = {} as const;
