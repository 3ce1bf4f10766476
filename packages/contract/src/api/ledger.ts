import { z } from "zod";
import { spec } from "./define.ts";

/** The ledger actions of the action table (decision 0011). */
export const ledgerApi = {} as const;
