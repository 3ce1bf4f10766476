import type { z } from "zod";
import type { Permission } from "../permissions.ts";

/**
 * The doors an action belongs to (issue 9, decision 0011). `public` needs no session (a shop session, when
 * one comes with the call, may still colour the answer, e.g. isKeep); the others need a session of that app.
 */
export type ActionApp = "public" | "shop" | "seller" | "console";

/** One row of the action table: everything both sides must agree on about an action. */
export interface ActionSpec<P extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  app: ActionApp;
  /** "ANY" for the account calls the original accepted by every method (contract 2.3). */
  method: "GET" | "POST" | "ANY";
  /** The wire parameters, as the server validates them: strings from a query or form, coerced here. */
  params: P;
  /** The envelope's `data` on success. Plain shapes, no transforms: what the server sends is what parses. */
  data: D;
  /** Seller app only: the caller must own an approved store; the handler gets its id as `ctx.sellerId`. */
  store?: true;
  /** Console only: the permission the staff member's role must hold. */
  permission?: Permission;
  /** One line for the API page. */
  summary?: string;
}

/** Declares a table row, keeping the exact schema types (the table is read by the server, clients and tests). */
export const spec = <const S extends ActionSpec>(s: S): S => s;

type UndefinedKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

/**
 * What a client may send: the params schema's input, where a key that may be undefined (optional, or with a
 * default) may be left out. Wire params arrive as strings, so a schema that coerces accepts a string too.
 */
export type WireParams<P extends z.ZodType> =
  z.input<P> extends infer I
    ? I extends Record<string, unknown>
      ? { [K in Exclude<keyof I, UndefinedKeys<I>>]: Loose<I[K]> } & {
          [K in UndefinedKeys<I>]?: Loose<I[K]>;
        }
      : Record<string, never>
    : never;

/** Numbers and booleans go over the wire as text; unknown (a preprocessed param) takes any plain value. */
type Loose<T> = unknown extends T
  ? string | number | boolean | null | undefined
  : T extends number
    ? number | `${number}`
    : T;
