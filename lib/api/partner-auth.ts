import { and, eq, isNull, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { preparedPerDatabase } from "@/db/prepared";
import { apiClientEmployers, apiClients } from "@/db/schema";
import { verifySecret } from "@/lib/crypto/secrets";
import { cachedPartnerClients, type PartnerClientRow } from "@/lib/auth/partner-clients";
import { getEnv } from "@/lib/env";
import { apiVersionNamed, LATEST_API_VERSION, type ApiVersion } from "@/lib/versions";

import { HttpError } from "@/lib/errors/http-error";

export type PartnerClient = {
  id: string;
  name: string;
  pinnedApiVersion: ApiVersion;
  employerIds: ReadonlySet<string>;
};

const unauthorized = () =>
  new HttpError("unauthorized", "Send your client id and client secret with HTTP Basic authentication.", {
    "www-authenticate": 'Basic realm="partner-api", charset="UTF-8"',
  });

/** Reads `Authorization: Basic base64(id:secret)`. Every malformed shape is the same 401. */
export function parseBasicAuth(header: string | null): { id: string; secret: string } | undefined {
  if (!header || header.length > 1024) return undefined;
  const match = /^Basic[ ]+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return undefined;
  const id = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  if (!secret || !/^[\x21-\x7e]+$/.test(id)) return undefined;
  return { id, secret };
}

// The client and its employer bindings in one round trip, a prepared statement (planned once per
// connection): this runs before every partner call.
const clientStatement = preparedPerDatabase((db: Db) =>
  db
    .select({
      id: apiClients.id,
      name: apiClients.name,
      secretHash: apiClients.secretHash,
      pinnedApiVersion: apiClients.pinnedApiVersion,
      employerIds: sql<
        string[]
      >`coalesce((select array_agg(${apiClientEmployers.employerId}) from ${apiClientEmployers} where ${apiClientEmployers.clientId} = ${apiClients.id}), '{}')`,
    })
    .from(apiClients)
    .where(and(eq(apiClients.id, sql.placeholder("id")), isNull(apiClients.revokedAt)))
    .limit(1)
    .prepare("partner_client_with_employers"),
);

/** The client's row: this instance's copy while it is fresh, else the database's. */
async function clientRow(db: Db, id: string): Promise<{ row: PartnerClientRow | undefined; fresh: boolean }> {
  const known = cachedPartnerClients().get(id);
  if (known) return { row: known, fresh: false };
  const [row] = await clientStatement(db).execute({ id });
  return { row, fresh: true };
}

/** Kept only once a secret matched it: wrong secrets never make a row resident (nor a timing difference). */
function keep(row: PartnerClientRow): void {
  const cacheMs = getEnv().PARTNER_AUTH_CACHE_MS;
  if (cacheMs > 0) cachedPartnerClients().set(row.id, row, cacheMs);
}

export async function authenticatePartner(db: Db, header: string | null): Promise<PartnerClient> {
  const credentials = parseBasicAuth(header);
  if (!credentials) throw unauthorized();
  const { row: client, fresh } = await clientRow(db, credentials.id);
  // Unknown ids still pay for a hash, so response time does not reveal which ids exist.
  const storedHash = client?.secretHash ?? "0".repeat(64);
  if (!verifySecret(credentials.secret, storedHash) || !client) throw unauthorized();
  if (fresh) keep(client);
  return {
    id: client.id,
    name: client.name,
    pinnedApiVersion: apiVersionNamed(client.pinnedApiVersion) ?? LATEST_API_VERSION,
    employerIds: new Set(client.employerIds),
  };
}
