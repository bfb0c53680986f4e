import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

import { getEnv } from "@/lib/env";

// scrypt from Node's crypto (OpenSSL): memory-hard, no native add-on to build. In production
// N=2^15, r=8, p=1, OWASP's recommended minimum for scrypt (about 60 ms of CPU here). Outside
// production (the sandbox's demo people, development, the tests, which hash hundreds of passwords)
// N=2^10: the same scheme at 1/32 of the cost. Each hash records its parameters, so a hash is
// always checked with the cost it was made with.
const MAXMEM = 64 * 1024 * 1024;
export const PRODUCTION_PASSWORD_PARAMS = { N: 32768, r: 8, p: 1 } as const;
const SANDBOX_PASSWORD_PARAMS = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** The parameters new hashes are made with: production's, or the cheap ones elsewhere. */
export const passwordParams = () =>
  getEnv().APP_ENV === "production" ? PRODUCTION_PASSWORD_PARAMS : SANDBOX_PASSWORD_PARAMS;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const params = passwordParams();
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...params, maxmem: MAXMEM });
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A dummy hash at today's cost, to spend the same time on unknown e-mails as on known ones, so
 * timing does not reveal accounts.
 */
export function dummyHash(): string {
  const { N, r, p } = passwordParams();
  return `scrypt$${N}$${r}$${p}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
}
