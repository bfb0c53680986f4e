import { sealData } from "iron-session";

import { getSessionSecret, unsealWithSessionSecrets } from "./secrets";

/**
 * The token in a reminder's opt-out link: the employee it is for, sealed with iron-session (AES-256
 * encrypted and HMAC-SHA-256 signed under the session secret, a random salt and IV each time), so
 * it cannot be guessed, forged or altered, and says nothing to whoever reads it. It carries its
 * purpose, so no other sealed value (a session cookie) passes for it, nor it for one. It opens
 * for 90 days: a reminder is at most a week old when the second one goes, and none follow.
 */
export const OPT_OUT_TOKEN_TTL_SECONDS = 90 * 24 * 60 * 60;

const PURPOSE = "reminders-opt-out";

type Sealed = { purpose: typeof PURPOSE; employeeId: string; employerId: string };

export type OptOutSubject = { employeeId: string; employerId: string };

export async function createOptOutToken(subject: OptOutSubject): Promise<string> {
  const sealed: Sealed = { purpose: PURPOSE, employeeId: subject.employeeId, employerId: subject.employerId };
  return sealData(sealed, { password: getSessionSecret(), ttl: OPT_OUT_TOKEN_TTL_SECONDS });
}

/** Whom the token is for; undefined when it is malformed, altered, expired or for something else. */
export async function readOptOutToken(token: string): Promise<OptOutSubject | undefined> {
  // A seal of this payload is about 250 characters; anything far off is not one of ours.
  if (token.length < 100 || token.length > 1_000) return undefined;
  try {
    const data = await unsealWithSessionSecrets<Sealed>(token, OPT_OUT_TOKEN_TTL_SECONDS);
    if (data.purpose !== PURPOSE || typeof data.employeeId !== "string" || typeof data.employerId !== "string")
      return undefined;
    return { employeeId: data.employeeId, employerId: data.employerId };
  } catch {
    return undefined;
  }
}
