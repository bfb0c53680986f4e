import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

import type { Throttle } from "./rate-limit";

// Every throttle the service applies, named as partners and operators see them in the
// RateLimit-Policy header and in the store's keys. Limits are configuration (lib/env/throttles.ts); the
// README lists the variables and docs/security.md says why each exists.

export function partnerApiThrottle(): Throttle {
  return { name: "partner", ...getEnv().RATE_LIMIT_PARTNER_API };
}

export function partnerAuthThrottles(): { byAddress: Throttle; byClient: Throttle } {
  const env = getEnv();
  return {
    byAddress: { name: "partner-auth-ip", ...env.RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_IP },
    byClient: { name: "partner-auth-client", ...env.RATE_LIMIT_PARTNER_AUTH_FAILURES_PER_CLIENT },
  };
}

export function adminSignInThrottles(): { byAccount: Throttle; byAddress: Throttle } {
  const env = getEnv();
  return {
    byAccount: {
      name: "admin-sign-in",
      ...env.RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_ACCOUNT,
      lockoutSeconds: env.ADMIN_SIGN_IN_LOCKOUT,
    },
    byAddress: { name: "admin-sign-in-ip", ...env.RATE_LIMIT_ADMIN_SIGN_IN_FAILURES_PER_IP },
  };
}

/**
 * Wrong second factors per HR account (its id), with the sign-in's lockout: apart from the
 * password's count, so that a right password cannot reset the factor's.
 */
export function adminSecondFactorThrottle(): Throttle {
  const env = getEnv();
  return {
    name: "admin-second-factor",
    ...env.RATE_LIMIT_ADMIN_SECOND_FACTOR_FAILURES_PER_ACCOUNT,
    lockoutSeconds: env.ADMIN_SIGN_IN_LOCKOUT,
  };
}

/** The public passkey sign-in's options, per client address: each call is a challenge made. */
export function passkeyOptionsThrottle(): Throttle {
  return { name: "passkey-options-ip", ...getEnv().RATE_LIMIT_PASSKEY_OPTIONS_PER_IP };
}

export function signInLinkThrottles(): { byEmail: Throttle; byAddress: Throttle } {
  const env = getEnv();
  return {
    byEmail: { name: "sign-in-link", ...env.RATE_LIMIT_SIGN_IN_LINKS_PER_ADDRESS },
    byAddress: { name: "sign-in-link-ip", ...env.RATE_LIMIT_SIGN_IN_LINKS_PER_IP },
  };
}

/** Single sign-on starts, per client address and per employer (every start counts, not only failures). */
export function ssoStartThrottles(): { byAddress: Throttle; byEmployer: Throttle } {
  const env = getEnv();
  return {
    byAddress: { name: "sso-start-ip", ...env.RATE_LIMIT_SSO_START_PER_IP },
    byEmployer: { name: "sso-start-employer", ...env.RATE_LIMIT_SSO_START_PER_EMPLOYER },
  };
}

/** Invitation e-mails HR sends in bulk, per employer: one point per e-mail. */
export function bulkInviteThrottle(): Throttle {
  return { name: "invites-employer", ...getEnv().RATE_LIMIT_INVITES_PER_EMPLOYER };
}

/** Failed SFTP logins (passwords and signatures that do not verify), per user name and per client address. */
export function sftpAuthThrottles(): { byAccount: Throttle; byAddress: Throttle } {
  const env = getEnv();
  return {
    byAccount: { name: "sftp-auth", ...env.RATE_LIMIT_SFTP_AUTH_FAILURES_PER_ACCOUNT },
    byAddress: { name: "sftp-auth-ip", ...env.RATE_LIMIT_SFTP_AUTH_FAILURES_PER_IP },
  };
}

let warnedUnknownAddress = false;

/**
 * Per-IP throttles need the client's address (lib/api/origin.ts): the connection's peer as
 * scripts/server.mjs reports it, or X-Forwarded-For behind TRUSTED_PROXY_HOPS proxies. Without one
 * (a server not started by scripts/server.mjs) every caller would share one counter, and one
 * attacker could lock everyone out; so the per-IP throttles stand aside and the per-account,
 * per-address and per-client ones still hold. Said once per process, so an operator notices.
 */
export function knownAddress(address: string | null | undefined): address is string {
  if (address) return true;
  if (!warnedUnknownAddress) {
    warnedUnknownAddress = true;
    logger.warn(
      "client address unknown (not served by scripts/server.mjs, or no X-Forwarded-For behind TRUSTED_PROXY_HOPS): per-IP throttles are not applied",
    );
  }
  return false;
}
