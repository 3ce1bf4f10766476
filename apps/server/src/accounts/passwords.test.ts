import argon2 from "argon2";
import { ERRORS } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildUser } from "../../test/factories.ts";
import { plantSlide } from "../../test/slide.ts";
import { checkSecret } from "./lockout.ts";
import { HASH_OPTIONS, hashPassword, isOutdated } from "./passwords.ts";

const t = appForFile();
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;

/** Hashes as earlier versions made them: OWASP's 19 MiB × 2 (issues 1–14), and argon2i. */
const OLD = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2I = { type: argon2.argon2i, memoryCost: 4_096, timeCost: 3, parallelism: 1 } as const;

const hashesOf = async (id: number) =>
  (
    await t.db.query<{ password_hash: string; safeword_hash: string | null }>(
      "select password_hash, safeword_hash from party where id = $1",
      [id],
    )
  )[0];
/** The m, t and p of an encoded hash (their order in the string varies between versions of the library). */
const params = (hash: string | null | undefined) => {
  const found = Object.fromEntries([...(hash ?? "").matchAll(/\b([mtp])=(\d+)/g)].map(([, k, v]) => [k, Number(v)]));
  return [found.m, found.t, found.p];
};
const login = async (username: string, password: string) =>
  (await t.inject("user!newlogin", { username, password, ...(await plantSlide(t.db)) }, { as: "form" })).code;

describe("password hashes (decision 0021)", () => {
  it("hashes with argon2id at 7 MiB, 5 passes, 1 lane", async () => {
    const hash = await hashPassword("pass1234");
    expect(hash.startsWith("$argon2id$v=19$")).toBe(true);
    expect(params(hash)).toEqual([HASH_OPTIONS.memoryCost, HASH_OPTIONS.timeCost, HASH_OPTIONS.parallelism]);
    expect(isOutdated(hash)).toBe(false);
    expect(isOutdated(await argon2.hash("pass1234", OLD))).toBe(true);
    expect(isOutdated(await argon2.hash("pass1234", ARGON2I))).toBe(true);
    expect(isOutdated("not a hash")).toBe(true);
  });

  it("logs in with a hash of older parameters and makes it again, once, only after the right password", async () => {
    const u = await buildUser(t.db);
    const old = await argon2.hash(u.password, OLD);
    await t.db.query("update party set password_hash = $2 where id = $1", [u.id, old]);

    expect(await login(u.username, "wrong-one")).toBe("1");
    expect((await hashesOf(u.id))?.password_hash).toBe(old);

    expect(await login(u.username, u.password)).toBe("0");
    const upgraded = (await hashesOf(u.id))?.password_hash;
    expect(upgraded).not.toBe(old);
    expect(params(upgraded)).toEqual([7_168, 5, 1]);
    expect(await argon2.verify(upgraded ?? "", u.password)).toBe(true);

    // Already current: the next login leaves it as it is.
    expect(await login(u.username, u.password)).toBe("0");
    expect((await hashesOf(u.id))?.password_hash).toBe(upgraded);
  });

  it("checks a fund password of older parameters (argon2id or argon2i) and makes it again", async () => {
    for (const opts of [OLD, ARGON2I]) {
      const u = await buildUser(t.db);
      const old = await argon2.hash("123456", opts);
      await t.db.query("update party set safeword_hash = $2 where id = $1", [u.id, old]);
      const check = (plain: string) =>
        checkSecret(t.db, { partyId: u.id, kind: "fund", plain, now: new Date(), maxWrong: 5 });

      await expect(check("654321")).rejects.toThrow(zh("fundPasswordWrong"));
      expect((await hashesOf(u.id))?.safeword_hash).toBe(old);

      await check("123456");
      const upgraded = (await hashesOf(u.id))?.safeword_hash;
      expect(upgraded?.startsWith("$argon2id$")).toBe(true);
      expect(params(upgraded)).toEqual([7_168, 5, 1]);
      await check("123456");
      expect((await hashesOf(u.id))?.safeword_hash).toBe(upgraded);
      await expect(check("654321")).rejects.toThrow(zh("fundPasswordWrong"));
    }
  });

  it("does not write an upgrade over a fund password changed while it was checked", async () => {
    const u = await buildUser(t.db);
    const old = await argon2.hash("123456", OLD);
    await t.db.query("update party set safeword_hash = $2 where id = $1", [u.id, old]);
    const changed = await hashPassword("999999");
    const spy = argon2.verify;
    // The change lands between the check and the upgrade.
    argon2.verify = async (...args: Parameters<typeof argon2.verify>) => {
      const ok = await spy(...args);
      await t.db.query("update party set safeword_hash = $2 where id = $1", [u.id, changed]);
      return ok;
    };
    try {
      await checkSecret(t.db, { partyId: u.id, kind: "fund", plain: "123456", now: new Date(), maxWrong: 5 });
    } finally {
      argon2.verify = spy;
    }
    expect((await hashesOf(u.id))?.safeword_hash).toBe(changed);
  });
});
