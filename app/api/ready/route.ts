import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { runRoute } from "@/lib/api/route-handler";
import { publicContext } from "@/lib/api/with-public";
import type { ReadinessResponse } from "@/lib/schemas/responses/misc";
import { databaseUnavailable } from "@/lib/services/health/check-database";
import { checkReadiness } from "@/lib/services/health/check-readiness";

// Readiness for load balancers and orchestrators: 503 once a shutdown has started or while the
// database does not answer. (/api/health answers for the process and the database alone.)
function handleGET(request: Request) {
  return runRoute(request, async () => {
    await checkReadiness({ ctx: await publicContext().catch(databaseUnavailable) });
    return { response: json({ status: "ready" } satisfies ReadinessResponse) };
  });
}

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
