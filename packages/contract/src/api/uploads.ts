import { z } from "zod";
import { spec } from "./define.ts";

/** The uploads actions of the action table (decision 0011). */
export const uploadsApi = {} as const;
