import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { createRequire } from "node:module";
import { IMAGE_CODE_LENGTH, type ImageCode } from "@mall/contract";
import type { create } from "svg-captcha";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";

/**
 * Picture codes (localuser!getImageCode, checked by localuser!register_username): an SVG drawn by
 * svg-captcha (MIT) of characters chosen here with crypto, the answer kept in the database as a SHA-256 with
 * its key, so every server instance agrees. One attempt deletes the code, right or wrong; it lives 5 minutes.
 */
const TTL_MS = 5 * 60_000;
/** No 0/O, 1/I/L: characters a person cannot tell apart. Compared without case. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

type Options = NonNullable<Parameters<typeof create>[0]>;
// The package's main export draws a given text; its typings name only create(), whose text is Math.random's.
const draw = createRequire(import.meta.url)("svg-captcha") as (text: string, options: Options) => string;

const digest = (key: string, answer: string) =>
  createHash("sha256").update(`${key}\n${answer.trim().toUpperCase()}`).digest();

/** What image_code keeps of an answer (tests plant a known one with it). */
export const imageAnswerHash = (key: string, answer: string) => digest(key, answer).toString("hex");

const num = (v: number) => v.toFixed(2);

/**
 * svg-captcha draws each letter as one path whose count of commands gives the letter away to a script
 * (produck/svg-captcha#45). Splitting a random half of its lines and curves in two, each at its middle, makes
 * the count of every letter differ from picture to picture; the shape drawn is the same.
 */
export function splitCommands(d: string): string {
  const out: string[] = [];
  let [x, y, sx, sy] = [0, 0, 0, 0];
  for (const [, cmd, args = ""] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    // opentype.js writes "1.5-2" for 1.5 and -2: numbers are read by their shape, not split on spaces.
    const n = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    if (cmd === "L" && n.length === 2 && randomInt(2)) {
      const [ex = 0, ey = 0] = n;
      out.push(`L${num((x + ex) / 2)} ${num((y + ey) / 2)}`);
    } else if (cmd === "Q" && n.length === 4 && randomInt(2)) {
      // de Casteljau at t = ½: two curves that together are the first.
      const [cx = 0, cy = 0, ex = 0, ey = 0] = n;
      const [ax, ay, bx, by] = [(x + cx) / 2, (y + cy) / 2, (cx + ex) / 2, (cy + ey) / 2];
      const [mx, my] = [(ax + bx) / 2, (ay + by) / 2];
      out.push(`Q${num(ax)} ${num(ay)} ${num(mx)} ${num(my)}`);
      out.push(`Q${num(bx)} ${num(by)} ${num(ex)} ${num(ey)}`);
      [x, y] = [ex, ey];
      continue;
    }
    out.push(`${cmd}${args}`);
    if (cmd === "Z") [x, y] = [sx, sy];
    else if (n.length >= 2) [x, y] = [n[n.length - 2] ?? x, n[n.length - 1] ?? y];
    if (cmd === "M") [sx, sy] = [x, y];
  }
  return out.join("");
}

/** A new picture code: its key and the picture as a data URL. Expired codes are cleared on the way. */
export async function newImageCode(q: Queryable, now: Date): Promise<ImageCode> {
  const text = Array.from({ length: IMAGE_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  const key = randomBytes(16).toString("hex");
  await q.query("delete from image_code where expires_at <= $1", [now]);
  await q.query("insert into image_code (key, answer_hash, expires_at) values ($1, $2, $3)", [
    key,
    imageAnswerHash(key, text),
    new Date(now.getTime() + TTL_MS),
  ]);
  const svg = draw(text, { width: 150, height: 50, fontSize: 50, noise: 3, color: true, background: "#f4f6f8" });
  // Only the letters (filled paths) are split; the noise lines are strokes.
  const hardened = svg.replace(/(<path fill="#[0-9a-f]+" d=")([^"]+)"/g, (_, head: string, d: string) => {
    return `${head}${splitCommands(d)}"`;
  });
  return { key, code: `data:image/svg+xml;base64,${Buffer.from(hardened).toString("base64")}` };
}

/** Spends the code of `key`: refused unless it exists, is live and `answer` is its text (any case). */
export async function useImageCode(q: Queryable, o: { key: string; answer: string; now: Date }): Promise<void> {
  const [row] = await q.query<{ answer_hash: string; expires_at: Date }>(
    "delete from image_code where key = $1 returning answer_hash, expires_at",
    [o.key],
  );
  const right =
    row && row.expires_at.getTime() > o.now.getTime()
      ? timingSafeEqual(Buffer.from(row.answer_hash, "hex"), digest(o.key, o.answer))
      : false;
  if (!right) fail("imageCodeWrong");
}
