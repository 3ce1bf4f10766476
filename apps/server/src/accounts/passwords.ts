import argon2 from "argon2";

// OWASP's argon2id baseline (19 MiB, 2 passes): about 30 ms here, slow enough for guessing, cheap to log in.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => argon2.hash(plain, OPTIONS);

let dummy: Promise<string> | undefined;

/**
 * Constant work whether or not the account exists: an unknown name verifies against a dummy hash, so the
 * answer time does not tell which names are registered.
 */
export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) {
    dummy ??= hashPassword("not-a-real-password");
    await argon2.verify(await dummy, plain).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
