import { z } from "zod";

/** Every response: `code` "0" success, "1" business error, "403" session lost; `msg` a catalogue sentence. */
export type Envelope<T> = { code: string; msg: string | null; data: T };

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), msg: z.string().nullable(), data });

export const CODE = { ok: "0", business: "1", session: "403" } as const;
