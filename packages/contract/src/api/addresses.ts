import { z } from "zod";
import { spec } from "./define.ts";

/** The addresses actions of the action table (decision 0011). */
export const addressesApi = {} as const;
