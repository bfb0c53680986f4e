import { ExpiringMap, processWide } from "@/lib/expiring-map";

// Every partner call needs its client's row. Read from the database on each call, that is one
// round trip per request before any work, a fifth of a cheap route's cost; so each instance keeps
// a client's row for PARTNER_AUTH_CACHE_MS (2 s; lib/api/partner-auth.ts reads through it). The
// secret is still checked against the hash on every call. The instance that rotates or revokes a
// secret (or changes a client's employers) forgets the row at once; another instance reads it again
// within PARTNER_AUTH_CACHE_MS: that is how long an old secret can keep working there. Only rows
// that exist are kept, so unknown ids neither fill the map nor skip the database.

export type PartnerClientRow = {
  id: string;
  name: string;
  secretHash: string;
  pinnedApiVersion: string;
  employerIds: string[];
};

/** The instance's copy of API clients' rows, one per process (route bundles share it). */
export const cachedPartnerClients = () =>
  processWide("__partnerClients", () => new ExpiringMap<PartnerClientRow>(10_000));

/** Makes this instance read the client's row again on its next call (after a rotation, revocation or binding change). */
export function forgetPartnerClient(clientId: string): void {
  cachedPartnerClients().delete(clientId);
}
