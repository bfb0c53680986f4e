import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";

import { getDb } from "@/db/client";
import { apiClients } from "@/db/schema";
import { cachedPartnerClients } from "@/lib/auth/partner-clients";
import { resetEnvCache } from "@/lib/env";

import { basic, createTenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// Each instance keeps an API client's row for PARTNER_AUTH_CACHE_MS (lib/api/partner-auth.ts).
// Another instance's revocation is simulated by changing the row in the database directly: this
// instance learns of it only when its copy expires.

const { server } = httpHarness({ tenant: false });

function useCacheMs(value: string | undefined) {
  if (value === undefined) delete process.env.PARTNER_AUTH_CACHE_MS;
  else process.env.PARTNER_AUTH_CACHE_MS = value;
  resetEnvCache();
}

afterAll(() => useCacheMs(undefined));

const call = (authorization: string) => fetch(`${server.baseUrl}/api/employers`, { headers: { authorization } });

async function revokeElsewhere(clientId: string) {
  const db = await getDb();
  await db.update(apiClients).set({ revokedAt: new Date() }).where(eq(apiClients.id, clientId));
}

describe("API client rows kept per instance", () => {
  it("a revocation made by another instance stops the secret here within PARTNER_AUTH_CACHE_MS", async () => {
    useCacheMs("400");
    const tenant = await createTenant();
    // The cache's clock is Date's: held still here, then moved on by hand, so the window is
    // measured exactly whatever the machine's load (it was a 450 ms sleep against a 400 ms window).
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect((await call(tenant.authorization)).status).toBe(200);
      await revokeElsewhere(tenant.clientId);
      // Still this instance's copy: the documented window.
      vi.setSystemTime(Date.now() + 399);
      expect((await call(tenant.authorization)).status).toBe(200);
      vi.setSystemTime(Date.now() + 2);
      expect((await call(tenant.authorization)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("with PARTNER_AUTH_CACHE_MS=0 reads the row on every call: a revocation anywhere stops the next call", async () => {
    useCacheMs("0");
    const tenant = await createTenant();
    expect((await call(tenant.authorization)).status).toBe(200);
    expect(cachedPartnerClients().has(tenant.clientId)).toBe(false);
    await revokeElsewhere(tenant.clientId);
    expect((await call(tenant.authorization)).status).toBe(401);
  });

  it("keeps nothing for a wrong secret, and checks the secret on every call even when the row is kept", async () => {
    useCacheMs("60000");
    const tenant = await createTenant();
    expect((await call(basic(tenant.clientId, "wrong-secret"))).status).toBe(401);
    expect(cachedPartnerClients().has(tenant.clientId)).toBe(false);
    expect((await call(tenant.authorization)).status).toBe(200);
    expect(cachedPartnerClients().has(tenant.clientId)).toBe(true);
    expect((await call(basic(tenant.clientId, "wrong-secret"))).status).toBe(401);
    expect((await call(basic(tenant.clientId, `${tenant.clientSecret}x`))).status).toBe(401);
    expect((await call(tenant.authorization)).status).toBe(200);
  });
});
