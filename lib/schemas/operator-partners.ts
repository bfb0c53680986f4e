import { z } from "zod";

import { SUPPORTED_API_VERSIONS } from "@/lib/versions";

import { apiClientName } from "./admin";
import { email } from "./fields";

// The program's partners, from the operator console and `npm run ops -- partners …`
// (docs/operator.md#partners).

/** POST /api/operator/partners: a benefits platform, and whom to reach there. */
export const createPartnerSchema = z.strictObject({
  name: z.string().trim().min(1, "required").max(100, "too_long"),
  contactEmail: email.optional(),
});
export type CreatePartnerInput = z.output<typeof createPartnerSchema>;

/** POST /api/operator/partners/{partnerId}/employers: an employer the partner's clients serve from now on. */
export const grantPartnerEmployerSchema = z.strictObject({ employerId: z.string().min(1).max(100) });

/** POST /api/operator/partners/{partnerId}/clients: a client of the partner, pinned to a version (the newest when left out). */
export const createPartnerClientSchema = z.strictObject({
  name: apiClientName,
  pinnedApiVersion: z.enum(SUPPORTED_API_VERSIONS).optional(),
});
export type CreatePartnerClientInput = z.output<typeof createPartnerClientSchema>;
