import { z } from "zod";

import { isKeyBytes, parseKeyring } from "@/lib/domain/security/keyring";

import { area } from "./area";

/** The keys: data encryption (one key or a ring), fingerprints, session cookies. */
export const secrets = area({
  fields: {
    // The data keys (docs/deploy.md, "Rotating keys"): one key, or a ring of keys with ids, the current
    // one marked "*" ("*2027-01=<base64>,2026-06=<base64>"). Checked together below (lib/domain/security/keyring.ts).
    DATA_ENCRYPTION_KEY: z.string().optional(),
    DATA_ENCRYPTION_KEYS: z.string().optional(),
    // The key of fingerprints nobody can recompute (eligibility-file digests, HR recovery codes): it
    // does not rotate with the data keys. Required with DATA_ENCRYPTION_KEYS; with DATA_ENCRYPTION_KEY
    // alone that key serves (what every fingerprint made before key rings was keyed with).
    DATA_HASH_KEY: z
      .string()
      .optional()
      .refine((value) => value === undefined || isKeyBytes(value), {
        message: "must be 32 random bytes, base64-encoded (openssl rand -base64 32)",
      }),
    // Seals session cookies (iron-session); at least 32 characters. Generated into DATA_DIR outside production.
    SESSION_SECRET: z.string().min(32).optional(),
    // The secret before the last rotation: cookies and links it sealed keep opening until they expire;
    // everything new is sealed with SESSION_SECRET (docs/deploy.md, "Rotating keys").
    SESSION_SECRET_PREVIOUS: z.string().min(32).optional(),
  },
  check: (env, issue) => {
    if (env.DATA_ENCRYPTION_KEY || env.DATA_ENCRYPTION_KEYS) {
      const ring = parseKeyring({ keys: env.DATA_ENCRYPTION_KEYS, key: env.DATA_ENCRYPTION_KEY });
      if (!ring.ok) issue(ring.setting, ring.problem);
    }
    if (env.DATA_ENCRYPTION_KEYS && !env.DATA_HASH_KEY)
      issue(
        "DATA_HASH_KEY",
        "is required with DATA_ENCRYPTION_KEYS: fingerprints cannot be re-keyed, so set it to the DATA_ENCRYPTION_KEY they were made with (or a new key, accepting that HR recovery codes must be made again)",
      );
    if (env.SESSION_SECRET_PREVIOUS && !env.SESSION_SECRET)
      issue("SESSION_SECRET_PREVIOUS", "needs SESSION_SECRET beside it");
  },
  production: (env, issue) => {
    if (!env.DATA_ENCRYPTION_KEY && !env.DATA_ENCRYPTION_KEYS)
      issue("DATA_ENCRYPTION_KEY", "is required when APP_ENV=production (or DATA_ENCRYPTION_KEYS, a ring of keys)");
    if (!env.SESSION_SECRET) issue("SESSION_SECRET", "is required when APP_ENV=production");
  },
});
