import { and, asc, eq, isNull } from "drizzle-orm";

import type { Db } from "@/db/client";
import { apiClientEmployers, apiClients } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { generateClientSecret, hashSecret } from "@/lib/crypto/secrets";

import { createApiClient } from "./create-api-client";

/** The API clients bound to an employer (what its HR admin manages). */
export async function listEmployerApiClients(db: Db, employerId: string) {
  return db
    .select({ client: apiClients })
    .from(apiClients)
    .innerJoin(apiClientEmployers, eq(apiClientEmployers.clientId, apiClients.id))
    .where(eq(apiClientEmployers.employerId, employerId))
    .orderBy(asc(apiClients.createdAt))
    .then((rows) => rows.map((row) => row.client));
}

async function getEmployerClientOrThrow(db: Db, employerId: string, clientId: string) {
  const clients = await listEmployerApiClients(db, employerId);
  const client = clients.find((candidate) => candidate.id === clientId);
  if (!client) throw new AppError("not_found", "No API client with this id for your employer.");
  // A client bound to several employers is the operator's to manage, not one employer's HR.
  const bindings = await db.select().from(apiClientEmployers).where(eq(apiClientEmployers.clientId, clientId));
  if (bindings.length > 1) throw new AppError("not_found", "This API client is shared with other employers; the service operator manages it.");
  return client;
}

export async function createEmployerApiClient(db: Db, { employerId, name }: { employerId: string; name: string }) {
  return createApiClient(db, { name, employerIds: [employerId] });
}

/** A new secret, shown once; the old one stops working at once (rotate during a quiet moment). */
export async function rotateApiClientSecret(db: Db, { employerId, clientId }: { employerId: string; clientId: string }) {
  const client = await getEmployerClientOrThrow(db, employerId, clientId);
  if (client.revokedAt) throw new AppError("invalid_request", "A revoked client cannot get a new secret.");
  const clientSecret = generateClientSecret();
  await db
    .update(apiClients)
    .set({ secretHash: hashSecret(clientSecret), secretLastFour: clientSecret.slice(-4) })
    .where(and(eq(apiClients.id, clientId), isNull(apiClients.revokedAt)));
  return { clientId, clientSecret };
}

export async function revokeApiClient(db: Db, { employerId, clientId }: { employerId: string; clientId: string }) {
  await getEmployerClientOrThrow(db, employerId, clientId);
  await db.update(apiClients).set({ revokedAt: new Date() }).where(and(eq(apiClients.id, clientId), isNull(apiClients.revokedAt)));
}

export function serializeApiClient(client: typeof apiClients.$inferSelect, secret?: string) {
  return {
    id: client.id,
    object: "api_client" as const,
    name: client.name,
    secretLastFour: client.secretLastFour,
    pinnedApiVersion: client.pinnedApiVersion,
    createdAt: client.createdAt.toISOString(),
    revokedAt: client.revokedAt?.toISOString() ?? null,
    ...(secret ? { clientSecret: secret } : {}),
  };
}
