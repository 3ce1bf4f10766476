import { z } from "zod";
import { spec } from "./define.ts";

/** The catalogue actions of the action table (decision 0011). */
export const catalogueApi = {} as const;
