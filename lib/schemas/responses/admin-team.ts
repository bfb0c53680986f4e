import { z } from "zod";

import { HR_ROLES } from "@/lib/domain/hr/hr-roles";

/** GET /api/admin/team: the employer's HR people and open invitations (owners). */
export const teamMemberSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(HR_ROLES),
  status: z.enum(["active", "disabled"]),
  /** Which factors the person has: none, TOTP, passkeys (how many). */
  factors: z.strictObject({ totp: z.boolean(), passkeys: z.number().int() }),
  /** Signs in only through single sign-on (created just in time by it). */
  sso: z.boolean(),
  /**
   * Their link to the employer's single sign-on: linked; none yet (their first single sign-on asks
   * for their factor or password); approved (an owner let their next one link them); null when the
   * employer has single sign-on off.
   */
  ssoLink: z.enum(["linked", "none", "approved"]).nullable(),
  lastSignInAt: z.string().nullable(),
  openSessions: z.number().int(),
  isYou: z.boolean(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const teamInviteSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(HR_ROLES),
  invitedAt: z.string(),
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type TeamInvite = z.output<typeof teamInviteSchema>;

export const teamSchema = z.strictObject({
  people: z.array(teamMemberSchema),
  invites: z.array(teamInviteSchema),
});
export type Team = z.output<typeof teamSchema>;

/** POST /api/admin/join/preview {token}: what an invitation is for, before the person accepts it. */
export const teamInvitePreviewSchema = z.strictObject({
  employerName: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(HR_ROLES),
  /** The employer requires MFA: the person enrols a factor right after setting a password. */
  requireMfa: z.boolean(),
});
export type TeamInvitePreview = z.output<typeof teamInvitePreviewSchema>;
