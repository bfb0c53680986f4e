import { publicBaseUrl } from "@/lib/api/base-url";
import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { requestLanguage } from "@/lib/api/request-language";
import { json } from "@/lib/api/respond";
import { allowSignInLink } from "@/lib/throttles/sign-in-throttle";
import { withPublic } from "@/lib/api/with-public";
import { portalSignInSchema } from "@/lib/schemas/portal";
import { requestSignInLink } from "@/lib/services/portal/request-sign-in-link";
import type { PortalSignInSent } from "@/lib/schemas/responses/portal";

// Always the same 202, whether or not the address is known or has had its share of links: no
// account enumeration. Only the per-IP limit answers 429.
const handlePOST = withPublic(async ({ request, ctx }) => {
  assertContentType(request);
  const { email } = parseBody(await readBodyText(request, 4096), portalSignInSchema);
  if (await allowSignInLink({ email, address: ctx.origin?.ipAddress ?? null }))
    await requestSignInLink({ ctx, email, baseUrl: publicBaseUrl(), language: requestLanguage(request) });
  return json({ sent: true } satisfies PortalSignInSent, { status: 202 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
