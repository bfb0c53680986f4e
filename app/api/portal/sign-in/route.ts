import { z } from "zod";

import { getDb } from "@/db/client";
import { publicBaseUrl } from "@/lib/api/base-url";
import { assertContentType, parseBody, readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { runRoute } from "@/lib/api/route-handler";
import { requestSignInLink } from "@/lib/services/portal/request-sign-in-link";

const schema = z.strictObject({ email: z.string().trim().max(254).pipe(z.email()) });

// Always the same 202, whether or not the address is known: no account enumeration.
function handlePOST(request: Request) {
  return runRoute(request, async () => {
    assertContentType(request);
    const { email } = parseBody(await readBodyText(request, 4096), schema);
    await requestSignInLink(await getDb(), { email, baseUrl: publicBaseUrl(request) });
    return { response: json({ sent: true }, { status: 202 }) };
  });
}

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
