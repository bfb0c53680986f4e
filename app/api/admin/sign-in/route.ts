import { z } from "zod";

import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPublic } from "@/lib/api/with-public";
import { createSessionCookie } from "@/lib/auth/session";
import { signInAdmin } from "@/lib/services/admin/sign-in-admin";
import type { AdminSignedIn } from "@/lib/schemas/responses/admin";

const schema = z.strictObject({ email: z.string().trim().max(254), password: z.string().min(1).max(200) });

const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const input = parseBody(await readBodyText(request, 4096), schema);
  const admin = await signInAdmin({ ctx, ...input });
  const { cookie } = await createSessionCookie({ kind: "admin", adminId: admin.id, employerId: admin.employerId, version: admin.sessionVersion });
  return { response: json({ signedIn: true } satisfies AdminSignedIn, { headers: { "set-cookie": cookie } }), logFields: { adminId: admin.id } };
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
