import { unsealData } from "iron-session";

import { getEnv, type Env } from "@/lib/env";
import { developmentSecret } from "@/lib/env/development-secret";

let cached: { env: Env; secret: string } | undefined;

const SESSION_SECRET_FILE = { file: "session.secret", encoding: "base64url" } as const;

/** SESSION_SECRET, or outside production a secret generated once into the data directory: what seals now. */
export function getSessionSecret(): string {
  const env = getEnv();
  if (cached?.env === env) return cached.secret;
  cached = { env, secret: env.SESSION_SECRET ?? developmentSecret(env.DATA_DIR, SESSION_SECRET_FILE) };
  return cached.secret;
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
