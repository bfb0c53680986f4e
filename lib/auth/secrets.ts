import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { unsealData } from "iron-session";

import { getEnv, type Env } from "@/lib/env";

let cached: { env: Env; secret: string } | undefined;

/** SESSION_SECRET, or outside production a secret generated once into the data directory: what seals now. */
export function getSessionSecret(): string {
  const env = getEnv();
  if (cached?.env === env) return cached.secret;
  cached = { env, secret: env.SESSION_SECRET ?? developmentSecret(env) };
  return cached.secret;
}

function developmentSecret(env: Env): string {
  const file = path.resolve(env.DATA_DIR, "session.secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return fs.readFileSync(file, "utf8").trim();
}

/**
 * Every secret a seal may have been made with, the current first: SESSION_SECRET, then
 * SESSION_SECRET_PREVIOUS during a rotation (docs/deploy.md, "Rotating keys"), so cookies and links
 * sealed before it keep working until they expire.
 */
export function sessionSecrets(): string[] {
  const previous = getEnv().SESSION_SECRET_PREVIOUS;
  return previous ? [getSessionSecret(), previous] : [getSessionSecret()];
}

/**
 * Opens an iron-session seal with the current secret or the previous one. iron-session answers {}
 * for a seal it cannot open (another secret, altered, expired), so the next secret is tried then.
 */
export async function unsealWithSessionSecrets<T extends object>(seal: string, ttl: number): Promise<Partial<T>> {
  for (const password of sessionSecrets()) {
    const data = await unsealData<Partial<T>>(seal, { password, ttl });
    if (Object.keys(data).length > 0) return data;
  }
  return {};
}
