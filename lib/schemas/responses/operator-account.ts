import { z } from "zod";

import { OPERATOR_ROLES } from "@/lib/domain/operator/operator-roles";

import { hrAccountSchema } from "./admin-account";

// The operator console's cookie endpoints (app/api/operator/**): not in the partner OpenAPI
// document; the console's pages read these types. Its sign-in answers as HR's does
// (admin-session.ts), and its factor calls as HR's account calls (admin-account.ts).

/** POST /api/operator/join/preview: what an operator's invitation is for. */
export const operatorInvitePreviewSchema = z.strictObject({
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  expiresAt: z.string(),
});
export type OperatorInvitePreview = z.output<typeof operatorInvitePreviewSchema>;

/**
 * GET /api/operator/account: the signed-in operator, their factors and step-up window. No
 * `requireMfa`: every operator must have a factor. `hasPassword`: false for an operator who joined
 * with a passkey, who signs in with a passkey only.
 */
export const operatorAccountSchema = hrAccountSchema.omit({ role: true, requireMfa: true }).extend({
  role: z.enum(OPERATOR_ROLES),
  hasPassword: z.boolean(),
});
export type OperatorAccount = z.output<typeof operatorAccountSchema>;
