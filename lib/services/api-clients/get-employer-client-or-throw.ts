import { eq } from "drizzle-orm";

import { apiClientEmployers } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { ApiClientRequest } from "../requests";

import { listEmployerApiClients } from "./list-employer-api-clients";

export async function getEmployerClientOrThrow({ ctx, clientId }: ApiClientRequest) {
  const { db } = ctx;
  const clients = await listEmployerApiClients({ ctx });
  const client = clients.find((candidate) => candidate.id === clientId);
  if (!client) throw new AppError("not_found", "No API client with this id for your employer.");
  // A partner's client is the program's to manage, whatever employers it serves today.
  if (client.partnerId !== null)
    throw new AppError("not_found", "This API client belongs to a partner; the service operator manages it.");
  // A client bound to several employers is the operator's to manage, not one employer's HR.
  const bindings = await db.select().from(apiClientEmployers).where(eq(apiClientEmployers.clientId, clientId));
  if (bindings.length > 1)
    throw new AppError("not_found", "This API client is shared with other employers; the service operator manages it.");
  return client;
}
