import { z } from "zod";
import { spec } from "./define.ts";

/** The reviews actions of the action table (decision 0011). */
export const reviewsApi = {} as const;
