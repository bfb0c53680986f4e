import { z } from "zod";

import { HR_ROLES } from "@/lib/domain/hr/hr-roles";

/**
 * One open session, in "Your sessions" (GET /api/admin/account/sessions, GET
 * /api/operator/account/sessions) and an HR owner's view of a teammate's. `invite`: an operator's
 * session opened by their invitation's link.
 */
export const accountSessionSchema = z.strictObject({
  id: z.string(),
  /** This browser. */
  current: z.boolean(),
  method: z.enum(["password", "passkey", "sso", "invite"]),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type AccountSessionView = z.output<typeof accountSessionSchema>;

/** GET /api/admin/account: the signed-in person's own account and factors. */
export const hrAccountSchema = z.strictObject({
  id: z.string(),
  /** For writes (X-CSRF-Token): the enrolment page has no other way to it before the session is signed in. */
  csrfToken: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(HR_ROLES),
  /** The employer requires every HR person to have a factor. */
  requireMfa: z.boolean(),
  totp: z.strictObject({ enrolledAt: z.string() }).nullable(),
  passkeys: z.array(
    z.strictObject({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
  ),
  recoveryCodesLeft: z.number().int(),
  /** Until when the session's last factor counts for step-up (exports, SFTP and API secrets, role changes); null: ask for one first. */
  stepUpUntil: z.string().nullable(),
});
export type HrAccount = z.output<typeof hrAccountSchema>;

/** The factors every realm's account answers with (HR's, the operator console's), as the account page shows them. */
export type AccountFactors = Pick<HrAccount, "totp" | "passkeys" | "recoveryCodesLeft"> & {
  /** HR's: whether the employer requires a factor. Absent for an operator, who always must have one. */
  requireMfa?: boolean;
};

/** POST /api/admin/account/totp/setup: the secret to add to an authenticator app (confirmed by a code next). */
export const totpSetupSchema = z.strictObject({
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as a QR code: an SVG document. */
  qrSvg: z.string(),
});
export type TotpSetup = z.output<typeof totpSetupSchema>;

/** POST /api/admin/account/totp/confirm (first factor) and …/recovery-codes: ten single-use codes, shown this once. */
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;
