import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { runRoute } from "@/lib/api/route-handler";
import { publicContext } from "@/lib/api/with-public";
import type { HealthResponse } from "@/lib/schemas/responses/misc";
import { checkDatabase, databaseUnavailable } from "@/lib/services/health/check-database";

// Not withPublic: a database that cannot even be opened is a 503 here, not a 500.
function handleGET(request: Request) {
  return runRoute(request, async () => {
    await checkDatabase({ ctx: await publicContext().catch(databaseUnavailable) });
    return { response: json({ status: "ok" } satisfies HealthResponse) };
  });
}

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
