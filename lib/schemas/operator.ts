import { z } from "zod";

import { joinPreviewSchema } from "./admin";

// The operator console's request bodies. Sign-in, factors and step-up take the same bodies as HR's
// (lib/schemas/admin.ts), since both realms share one account machinery.

/** POST /api/operator/join/preview. */
export const operatorJoinPreviewSchema = joinPreviewSchema;

/**
 * POST /api/operator/join: the invitation's token and, for an operator who will sign in with a
 * password and an authenticator app, the password (12 to 200 characters). Without one, a passkey
 * signs them in.
 */
export const operatorJoinSchema = joinPreviewSchema.extend({
  password: z.string().min(12, "Use at least 12 characters.").max(200).optional(),
});
