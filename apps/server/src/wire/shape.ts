/**
 * The wire types of contract answers, written as data, and the walker that holds a raw JSON answer to them.
 * Deliberately independent of the action table (packages/contract/src/api): the table says what the server
 * means to send, a shape here says what the original clients read (api-contract.md), so a drift between the
 * two shows up as a path.
 *
 * A shape is
 * - a leaf name: "string", "number", "integer", "fraction" (a number in 0..1), "boolean", "null", "array",
 *   "object", "datetime" ("YYYY-MM-DD HH:mm:ss", the product's wire date), "any" (present, any value);
 * - "null-or-<leaf>": that leaf or null;
 * - a plain object: each key must be present with its shape; keys the contract does not name are not looked at;
 * - `[shape]`: an array whose every item has the shape (possibly empty);
 * - a Rule made by the helpers below (literals, non-empty arrays, optional keys, patterns, recursion).
 */
export type Leaf =
  | "string"
  | "number"
  | "integer"
  | "fraction"
  | "boolean"
  | "null"
  | "array"
  | "object"
  | "datetime"
  | "any";

export type Shape = Leaf | `null-or-${Leaf}` | Rule | ShapeObject | readonly [Shape];
export interface ShapeObject {
  readonly [key: string]: Shape;
}

/** A check the leaf names cannot express; `optional` lets its key be absent (only where the contract says so). */
export class Rule {
  constructor(
    readonly label: string,
    readonly walk: (value: unknown, path: string, out: string[]) => void,
    readonly optional = false,
  ) {}
}

const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const LEAVES: Record<Leaf, (v: unknown) => boolean> = {
  string: (v) => typeof v === "string",
  number: (v) => typeof v === "number" && Number.isFinite(v),
  integer: (v) => Number.isInteger(v),
  fraction: (v) => typeof v === "number" && v >= 0 && v <= 1,
  boolean: (v) => typeof v === "boolean",
  null: (v) => v === null,
  array: Array.isArray,
  object: isObject,
  datetime: (v) => typeof v === "string" && DATETIME.test(v),
  any: (v) => v !== undefined,
};

/** A value as a mismatch message shows it: short, and with its JSON type visible (1 vs "1"). */
const show = (v: unknown): string => {
  if (v === undefined) return "nothing";
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** Every place where `value` differs from `shape`, as "path: expected …, got …". Empty when it conforms. */
export function mismatches(value: unknown, shape: Shape, path = "data"): string[] {
  const out: string[] = [];
  walk(value, shape, path, out);
  return out;
}

function walk(value: unknown, shape: Shape, path: string, out: string[]): void {
  if (shape instanceof Rule) {
    shape.walk(value, path, out);
    return;
  }
  if (typeof shape === "string") {
    const nullable = shape.startsWith("null-or-");
    const leaf = (nullable ? shape.slice("null-or-".length) : shape) as Leaf;
    if ((nullable && value === null) || LEAVES[leaf](value)) return;
    out.push(`${path}: expected ${shape}, got ${show(value)}`);
    return;
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) {
      out.push(`${path}: expected an array, got ${show(value)}`);
      return;
    }
    walkItems(value, shape[0], path, out);
    return;
  }
  if (!isObject(value)) {
    out.push(`${path}: expected an object, got ${show(value)}`);
    return;
  }
  for (const [key, inner] of Object.entries(shape as ShapeObject)) {
    if (!(key in value)) {
      if (!(inner instanceof Rule && inner.optional)) out.push(`${path}.${key}: missing (expected ${nameOf(inner)})`);
      continue;
    }
    walk(value[key], inner, `${path}.${key}`, out);
  }
}

/**
 * The items of an array against one shape. A mismatch that several items share is reported once, at
 * `path[*]`, with the items it was found in, so a list of twenty cards does not repeat one missing key twenty times.
 */
function walkItems(items: unknown[], shape: Shape, path: string, out: string[]): void {
  const seen = new Map<string, number[]>();
  items.forEach((item, i) => {
    const prefix = `${path}[${i}]`;
    for (const m of mismatches(item, shape, prefix)) {
      const key = `${path}[*]${m.slice(prefix.length)}`;
      seen.set(key, [...(seen.get(key) ?? []), i]);
    }
  });
  for (const [m, at] of seen) {
    out.push(
      at.length === items.length && at.length > 1 ? `${m} (all ${at.length} items)` : `${m} (item ${at.join(", ")})`,
    );
  }
}

/** A short name of a shape, for "missing" messages. */
function nameOf(shape: Shape): string {
  if (shape instanceof Rule) return shape.label;
  if (typeof shape === "string") return shape;
  return Array.isArray(shape) ? `array of ${nameOf(shape[0])}` : "object";
}

// ---- Rules

/** Exactly one of these JSON values (a literal of the contract: "0" is not 0). */
export const lit = (...values: (string | number | boolean | null)[]) =>
  new Rule(values.map((v) => JSON.stringify(v)).join(" | "), (v, path, out) => {
    if (!values.includes(v as string | number | boolean | null)) {
      out.push(`${path}: expected ${values.map((x) => JSON.stringify(x)).join(" or ")}, got ${show(v)}`);
    }
  });

/** An array with at least one item, each of the shape: the fixture made sure there is something to check. */
export const some = (item: Shape) =>
  new Rule(`non-empty array of ${nameOf(item)}`, (v, path, out) => {
    if (!Array.isArray(v) || v.length === 0) out.push(`${path}: expected a non-empty array, got ${show(v)}`);
    else walkItems(v, item, path, out);
  });

/** A key the contract says is sometimes left out ("only with a token", "detail only"); checked when present. */
export const optional = (inner: Shape) =>
  new Rule(`optional ${nameOf(inner)}`, (v, path, out) => walk(v, inner, path, out), true);

/** A string of a known form (a token, digits). */
export const matching = (re: RegExp, label = `string ${re}`) =>
  new Rule(label, (v, path, out) => {
    if (typeof v !== "string" || !re.test(v)) out.push(`${path}: expected ${label}, got ${show(v)}`);
  });

/** A shape that refers to itself (category trees): resolved when walked. */
export const lazy = (get: () => Shape, label = "object") =>
  new Rule(label, (v, path, out) => walk(v, get(), path, out));

// ---- The envelope (contract 2.4)

export interface Expected {
  /** "0" success, "1" business error, "403" session; always a string on the wire. */
  code: "0" | "1" | "403";
  /** The exact msg when the contract gives one (a Chinese sentence, or null). Unchecked when left out. */
  msg?: string | null;
  /** The shape of `data`; a failure's data is not looked at unless given. */
  data?: Shape;
}

/** Mismatches of a whole raw answer: `{ code: String, msg: String|null, data }`, every key present. */
export function envelopeMismatches(body: unknown, expected: Expected): string[] {
  if (!isObject(body)) return [`answer: expected the envelope object, got ${show(body)}`];
  const out: string[] = [];
  for (const key of ["code", "msg", "data"]) if (!(key in body)) out.push(`${key}: missing from the envelope`);
  if (body.code !== expected.code) out.push(`code: expected ${JSON.stringify(expected.code)}, got ${show(body.code)}`);
  if ("msg" in body && body.msg !== null && typeof body.msg !== "string") {
    out.push(`msg: expected a string or null, got ${show(body.msg)}`);
  }
  if (expected.msg !== undefined && body.msg !== expected.msg) {
    out.push(`msg: expected ${show(expected.msg)}, got ${show(body.msg)}`);
  }
  if (expected.data !== undefined && "data" in body) out.push(...mismatches(body.data, expected.data));
  return out;
}
