import { timingSafeEqual } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { employees, sandboxSetupIntents } from "@/db/schema";
import { authenticatePartner } from "@/lib/api/partner-auth";
import { AppError } from "@/lib/errors/app-error";
import { paymentsProviderName } from "@/lib/env";

/**
 * Who may drive a sandbox SetupIntent: whoever holds its client secret (what Stripe.js has in the
 * browser), or a partner client bound to the employee's employer. Unknown and foreign intents are
 * the same 404. The endpoints exist only while the sandbox provider is active.
 */
export async function authorizeSandboxIntent(
  db: Db,
  { request, setupIntentId, clientSecret }: { request: Request; setupIntentId: string; clientSecret: string | undefined },
): Promise<void> {
  if (paymentsProviderName() !== "sandbox") throw new AppError("not_found", "Sandbox endpoints exist only with the sandbox payments provider.");
  const [intent] = await db
    .select({ clientSecret: sandboxSetupIntents.clientSecret, employerId: employees.employerId })
    .from(sandboxSetupIntents)
    .innerJoin(employees, eq(employees.id, sandboxSetupIntents.employeeId))
    .where(eq(sandboxSetupIntents.id, setupIntentId));
  const notFound = new AppError("setup_intent_not_found", "No SetupIntent with this id.");
  if (!intent) throw notFound;
  if (clientSecret !== undefined) {
    const a = Buffer.from(clientSecret);
    const b = Buffer.from(intent.clientSecret);
    if (a.length === b.length && timingSafeEqual(a, b)) return;
    throw notFound;
  }
  const client = await authenticatePartner(db, request.headers.get("authorization"));
  if (!client.employerIds.has(intent.employerId)) throw notFound;
}
