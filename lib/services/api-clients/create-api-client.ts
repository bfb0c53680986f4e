import { apiClientEmployers, apiClients } from "@/db/schema";
import { generateClientSecret, hashSecret } from "@/lib/crypto/secrets";
import { LATEST_API_VERSION, type ApiVersion } from "@/lib/versions";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";

/** Creates a client bound to employers. The secret is returned once and only its hash is kept. */
export async function createApiClient({
  ctx: { db },
  input,
}: {
  ctx: QueryContext;
  input: { name: string; employerIds: string[]; pinnedApiVersion?: ApiVersion; partnerId?: string };
}): Promise<{ clientId: string; clientSecret: string }> {
  const clientId = createId("cli");
  const clientSecret = generateClientSecret();
  await db.insert(apiClients).values({
    id: clientId,
    name: input.name,
    secretHash: hashSecret(clientSecret),
    secretLastFour: clientSecret.slice(-4),
    pinnedApiVersion: input.pinnedApiVersion ?? LATEST_API_VERSION,
    partnerId: input.partnerId ?? null,
  });
  if (input.employerIds.length > 0) {
    await db.insert(apiClientEmployers).values(input.employerIds.map((employerId) => ({ clientId, employerId })));
  }
  return { clientId, clientSecret };
}
