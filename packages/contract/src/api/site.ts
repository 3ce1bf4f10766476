import { z } from "zod";
import { spec } from "./define.ts";

/** The site actions of the action table (decision 0011). */
export const siteApi = {} as const;
