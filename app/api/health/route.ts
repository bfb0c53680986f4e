import { sql } from "drizzle-orm";

import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors/app-error";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { runRoute } from "@/lib/api/route-handler";
import type { HealthResponse } from "@/lib/schemas/responses/misc";

function handleGET(request: Request) {
  return runRoute(request, async () => {
    try {
      const db = await getDb();
      await db.execute(sql`select 1`);
    } catch {
      throw new AppError("service_unavailable", "The database is not answering.");
    }
    return { response: json({ status: "ok" } satisfies HealthResponse) };
  });
}

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
