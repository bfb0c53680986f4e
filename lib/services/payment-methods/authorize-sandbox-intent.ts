import { timingSafeEqual } from "node:crypto";

import { eq } from "drizzle-orm";

import { employees, sandboxSetupIntents } from "@/db/schema";
import { paymentsProviderName } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";

import type { ServiceContext } from "../context";

/** The sandbox endpoints are reached before anyone is known: the intent's credential says who may. */
export type SandboxContext = Pick<ServiceContext, "db">;

/**
 * What proves the caller may drive the intent: its client secret (what Stripe.js has in the
 * browser), or a partner's employers. The partner is authenticated by the route, and only once the
 * intent is known to exist — unknown intents answer 404 before credentials are looked at.
 */
export type SandboxIntentCredential =
  { clientSecret: string } | { partnerEmployerIds: () => Promise<ReadonlySet<string>> };

/**
 * Who may drive a sandbox SetupIntent: whoever holds its client secret, or a partner client bound
 * to the employee's employer. Unknown and foreign intents are the same 404. The endpoints exist
 * only while the sandbox provider is active.
 */
export async function authorizeSandboxIntent({
  ctx,
  setupIntentId,
  credential,
}: {
  ctx: SandboxContext;
  setupIntentId: string;
  credential: SandboxIntentCredential;
}): Promise<void> {
  if (paymentsProviderName() !== "sandbox")
    throw new AppError("not_found", "Sandbox endpoints exist only with the sandbox payments provider.");
  const [intent] = await ctx.db
    .select({ clientSecret: sandboxSetupIntents.clientSecret, employerId: employees.employerId })
    .from(sandboxSetupIntents)
    .innerJoin(employees, eq(employees.id, sandboxSetupIntents.employeeId))
    .where(eq(sandboxSetupIntents.id, setupIntentId));
  const notFound = new AppError("setup_intent_not_found", "No SetupIntent with this id.");
  if (!intent) throw notFound;
  if ("clientSecret" in credential) {
    const a = Buffer.from(credential.clientSecret);
    const b = Buffer.from(intent.clientSecret);
    if (a.length === b.length && timingSafeEqual(a, b)) return;
    throw notFound;
  }
  const employerIds = await credential.partnerEmployerIds();
  if (!employerIds.has(intent.employerId)) throw notFound;
}
