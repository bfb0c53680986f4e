import { z } from "zod";

/** POST /api/portal/sign-in: the address to send a sign-in link to. */
export const portalSignInSchema = z.strictObject({ email: z.string().trim().max(254).pipe(z.email()) });
