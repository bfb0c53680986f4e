import { z } from "zod";

import { area } from "./area";
import { duration, rateLimit } from "./fields";

/** The throttles (docs/security.md): their shared store and every limit. */
export const throttles = area({
  fields: {
    // Throttles (docs/security.md). Their counters live in PostgreSQL, or in Redis when REDIS_URL is set.
    REDIS_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .refine((value) => value === undefined || /^rediss?:\/\//.test(value), {
        message: "must be a redis:// or rediss:// URL",
      }),
    RATE_LIMIT_PARTNER_API: rateLimit("600/1m"),
    // How long an instance reuses an API client's row (its secret's hash, employers, pinned
    // version) before reading it again; 0 reads it on every call (lib/api/partner-auth.ts).
    PARTNER_AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_IP: rateLimit("30/15m"),
    RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_CLIENT: rateLimit("20/15m"),
    RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_ACCOUNT: rateLimit("10/15m"),
    RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_IP: rateLimit("5/15m"),
    ADMIN_SIGN_IN_LOCKOUT: duration("15m"),
    // Wrong second factors (codes, passkeys, recovery codes) per HR account, whatever the address:
    // a key of their own that only a completed sign-in clears (a right password does not).
    RATE_LIMIT_ADMIN_SECOND_FACTOR_FAILURES_PER_ACCOUNT: rateLimit("5/15m"),
    // The public passkey sign-in's options (a challenge each), per client address.
    RATE_LIMIT_PASSKEY_OPTIONS_PER_IP: rateLimit("20/5m"),
    RATE_LIMIT_SIGN_IN_LINKS_PER_ADDRESS: rateLimit("5/1h"),
    RATE_LIMIT_SIGN_IN_LINKS_PER_IP: rateLimit("30/1h"),
    // Single sign-on starts (each a redirect to an employer's provider), per client address and per
    // employer: the per-address limit is the stricter, so one address cannot spend an employer's.
    RATE_LIMIT_SSO_START_PER_IP: rateLimit("20/15m"),
    RATE_LIMIT_SSO_START_PER_EMPLOYER: rateLimit("200/15m"),
    // Invitation e-mails HR sends in bulk, per employer (one point per e-mail).
    RATE_LIMIT_INVITES_PER_EMPLOYER: rateLimit("500/1h"),
  },
});
