import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { runRoute } from "@/lib/api/route-handler";
import { clearSessionCookie } from "@/lib/auth/session";
import type { SignedOut } from "@/lib/schemas/responses/portal";

function handlePOST(request: Request) {
  return runRoute(request, async () => ({ response: json({ signedOut: true } satisfies SignedOut, { headers: { "set-cookie": clearSessionCookie() } }) }));
}

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
