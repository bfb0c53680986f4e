import { and, asc, eq, isNull } from "drizzle-orm";

import { apiClientEmployers, apiClients } from "@/db/schema";
import { forgetPartnerClient } from "@/lib/auth/partner-clients";
import { generateClientSecret, hashSecret } from "@/lib/crypto/secrets";
import { AppError } from "@/lib/errors/app-error";

import type { EmployerContext } from "../context";

import { createApiClient } from "./create-api-client";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";
import { requireStepUp } from "../hr-factors/step-up";

/** The API clients bound to the employer in scope (what its HR admin manages). */
export async function listEmployerApiClients({ ctx }: { ctx: EmployerContext }) {
  authorize(ctx.actor, "api_clients.manage");
  const { db, employerId } = ctx;
  return db
    .select({ client: apiClients })
    .from(apiClients)
    .innerJoin(apiClientEmployers, eq(apiClientEmployers.clientId, apiClients.id))
    .where(eq(apiClientEmployers.employerId, employerId))
    .orderBy(asc(apiClients.createdAt))
    .then((rows) => rows.map((row) => row.client));
}

async function getEmployerClientOrThrow(ctx: EmployerContext, clientId: string) {
  const { db } = ctx;
  const clients = await listEmployerApiClients({ ctx });
  const client = clients.find((candidate) => candidate.id === clientId);
  if (!client) throw new AppError("not_found", "No API client with this id for your employer.");
  // A client bound to several employers is the operator's to manage, not one employer's HR.
  const bindings = await db.select().from(apiClientEmployers).where(eq(apiClientEmployers.clientId, clientId));
  if (bindings.length > 1)
    throw new AppError("not_found", "This API client is shared with other employers; the service operator manages it.");
  return client;
}

/** A client bound to the employer in scope only; its secret is in this answer and nowhere else. */
export async function createEmployerApiClient({ ctx, name }: { ctx: EmployerContext; name: string }) {
  authorize(ctx.actor, "api_clients.manage");
  await requireStepUp({ ctx });
  const { clientId, clientSecret } = await createApiClient({ ctx, input: { name, employerIds: [ctx.employerId] } });
  const [client] = await ctx.db.select().from(apiClients).where(eq(apiClients.id, clientId));
  await recordAudit({ ctx, entry: { action: "api_client.created", target: { type: "api_client", id: clientId } } });
  return { client: client!, clientSecret };
}

/**
 * A new secret, shown once; the old one stops working at once on this instance and within
 * PARTNER_AUTH_CACHE_MS on the others (rotate during a quiet moment).
 */
export async function rotateApiClientSecret({ ctx, clientId }: { ctx: EmployerContext; clientId: string }) {
  authorize(ctx.actor, "api_clients.manage");
  await requireStepUp({ ctx });
  const { db } = ctx;
  const client = await getEmployerClientOrThrow(ctx, clientId);
  if (client.revokedAt) throw new AppError("invalid_request", "A revoked client cannot get a new secret.");
  const clientSecret = generateClientSecret();
  await db
    .update(apiClients)
    .set({ secretHash: hashSecret(clientSecret), secretLastFour: clientSecret.slice(-4) })
    .where(and(eq(apiClients.id, clientId), isNull(apiClients.revokedAt)));
  forgetPartnerClient(clientId);
  await recordAudit({
    ctx,
    entry: { action: "api_client.secret_rotated", target: { type: "api_client", id: clientId } },
  });
  return { clientId, clientSecret };
}

export async function revokeApiClient({ ctx, clientId }: { ctx: EmployerContext; clientId: string }) {
  authorize(ctx.actor, "api_clients.manage");
  await getEmployerClientOrThrow(ctx, clientId);
  await ctx.db
    .update(apiClients)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiClients.id, clientId), isNull(apiClients.revokedAt)));
  forgetPartnerClient(clientId);
  await recordAudit({ ctx, entry: { action: "api_client.revoked", target: { type: "api_client", id: clientId } } });
}
