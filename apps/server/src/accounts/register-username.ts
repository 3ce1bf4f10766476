import { type LoginResult, REGISTER_TYPE } from "@mall/contract";
import type { Db } from "../db/db.ts";
import { useImageCode } from "./image-code.ts";
import { identityOf, register } from "./register.ts";

/**
 * localuser!register_username: a buyer by plain username, proven human by a picture code
 * (localuser!getImageCode), with a fund password when one is given, and signed in. The name's own rules are
 * checked before the picture code is spent; the code is spent (on its own, right or wrong) before the name is
 * looked up, so finding out which names are taken costs a picture each.
 */
export async function registerUsername(
  db: Db,
  a: {
    username: string;
    password: string;
    safeword?: string | undefined;
    usercode?: string | undefined;
    key: string;
    code: string;
    now: Date;
    ip?: string;
  },
): Promise<LoginResult> {
  identityOf(REGISTER_TYPE.username, a.username);
  await useImageCode(db, { key: a.key, answer: a.code, now: a.now });
  return register(db, {
    type: REGISTER_TYPE.username,
    username: a.username,
    password: a.password,
    safeword: a.safeword,
    agentCode: a.usercode,
    requireCode: false,
    now: a.now,
    ...(a.ip ? { ip: a.ip } : {}),
  });
}
