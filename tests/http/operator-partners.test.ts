// @module-tag embedded-db
import { and, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { apiClientEmployers, apiClients, partnerEmployers } from "@/db/schema";

import { apiClient, basic, createTenant, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { ageFactor, platformTrail, signedInOperator, type OperatorBrowser } from "../support/operator-browser";

// The program's partners (docs/operator.md#partners): a benefits platform whose API clients serve
// exactly the employers an operator grants it — never one it was not granted — with secrets shown
// once, rotated and revoked by operators only.

const { server } = httpHarness({ tenant: false });

type Partner = {
  id: string;
  employers: Array<{ employerId: string }>;
  clients: Array<{ id: string; status: string }>;
  webhookEndpoints: Array<{ id: string; url: string; health: string }>;
};
type Client = { id: string; clientSecret: string; status: string };

async function newPartner(op: OperatorBrowser, name = "Benefitfocus") {
  const created = await op.call<Partner>("POST", "/api/operator/partners", {
    name,
    contactEmail: "integrations@benefitfocus.example",
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

async function newClient(op: OperatorBrowser, partnerId: string) {
  const created = await op.call<Client>("POST", `/api/operator/partners/${partnerId}/clients`, { name: "Production" });
  expect(created.status, created.text).toBe(201);
  expect(created.body.clientSecret).toBeTruthy();
  return {
    ...created.body,
    call: apiClient(server.baseUrl, { authorization: basic(created.body.id, created.body.clientSecret) }),
  };
}

/** What a client reaches of an employer: 200 for its employees list, 404 when it is not served. */
const reach = async (client: Awaited<ReturnType<typeof newClient>>, employerId: string) =>
  (await client.call("GET", `/api/employers/${employerId}/employees`)).status;

/** The materialised bindings of the partner's active clients equal its grants, for every client. */
async function expectBindingsMatchGrants(partnerId: string) {
  const db = await getDb();
  const grants = (await db.select().from(partnerEmployers).where(eq(partnerEmployers.partnerId, partnerId))).map(
    (grant) => grant.employerId,
  );
  const clients = await db
    .select({ id: apiClients.id })
    .from(apiClients)
    .where(and(eq(apiClients.partnerId, partnerId), isNull(apiClients.revokedAt)));
  for (const { id } of clients) {
    const bound = await db.select().from(apiClientEmployers).where(eq(apiClientEmployers.clientId, id));
    expect(bound.map((row) => row.employerId).sort(), id).toEqual([...grants].sort());
  }
}

describe("the program's partners", () => {
  it("serves exactly the employers granted, from every client, and stops at once when one is withdrawn", async () => {
    const [acme, globex, initech] = [await createTenant(), await createTenant(), await createTenant()];
    const op = await signedInOperator(server.baseUrl, "program");
    const partner = await newPartner(op);
    const first = await newClient(op, partner.id);
    // No grant yet: no employer, not even the one a client might guess.
    expect(await reach(first, acme.employerId)).toBe(404);

    for (const employerId of [acme.employerId, globex.employerId]) {
      const granted = await op.call<Partner>("POST", `/api/operator/partners/${partner.id}/employers`, { employerId });
      expect(granted.status, granted.text).toBe(200);
    }
    // Granting again changes nothing.
    expect(
      (await op.call("POST", `/api/operator/partners/${partner.id}/employers`, { employerId: acme.employerId })).status,
    ).toBe(200);
    expect(await reach(first, acme.employerId)).toBe(200);
    expect(await reach(first, globex.employerId)).toBe(200);
    expect(await reach(first, initech.employerId)).toBe(404);
    const listed = await first.call<{ data: Array<{ id: string }> }>("GET", "/api/employers");
    expect(listed.body.data.map((employer) => employer.id).sort()).toEqual([acme.employerId, globex.employerId].sort());

    // A client made later serves what was granted before it.
    const second = await newClient(op, partner.id);
    expect(await reach(second, globex.employerId)).toBe(200);
    await expectBindingsMatchGrants(partner.id);

    const withdrawn = await op.call<Partner>(
      "DELETE",
      `/api/operator/partners/${partner.id}/employers/${acme.employerId}`,
    );
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body.employers.map((grant) => grant.employerId)).toEqual([globex.employerId]);
    expect(await reach(first, acme.employerId)).toBe(404);
    expect(await reach(second, acme.employerId)).toBe(404);
    expect(await reach(second, globex.employerId)).toBe(200);
    await expectBindingsMatchGrants(partner.id);
    // The employers' own clients are untouched.
    expect(
      await (async () =>
        (await apiClient(server.baseUrl, acme)("GET", `/api/employers/${acme.employerId}/employees`)).status)(),
    ).toBe(200);

    expect(await platformTrail(partner.id)).toEqual([
      "partner.created",
      "partner.employer_granted",
      "partner.employer_granted",
      "partner.employer_revoked",
    ]);
  });

  it("rotates and revokes a client's secret, shown once; HR of a served employer can do neither", async () => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, "owner");
    const partner = await newPartner(op);
    await op.call("POST", `/api/operator/partners/${partner.id}/employers`, { employerId: tenant.employerId });
    const client = await newClient(op, partner.id);
    const hr = await signInAdmin(server.baseUrl, tenant);
    expect((await hr.call("POST", `/api/admin/api-clients/${client.id}/rotate-secret`)).status).toBe(404);
    expect((await hr.call("POST", `/api/admin/api-clients/${client.id}/revoke`)).status).toBe(404);
    expect(
      (await hr.call("POST", `/api/admin/api-clients/${client.id}/api-version`, { apiVersion: "2021-08-10" })).status,
    ).toBe(404);

    // The operator pins the partner's client to another version; its requests follow at once.
    const pinned = await op.call<{ clients: Array<{ id: string; pinnedApiVersion: string }> }>(
      "POST",
      `/api/operator/partners/${partner.id}/clients/${client.id}/api-version`,
      { apiVersion: "2024-01-16" },
    );
    expect(pinned.status, pinned.text).toBe(200);
    expect(pinned.body.clients.find((c) => c.id === client.id)?.pinnedApiVersion).toBe("2024-01-16");
    expect((await client.call("GET", "/api/client")).headers.get("api-version")).toBe("2024-01-16");

    const rotated = await op.call<{ clientSecret: string }>(
      "POST",
      `/api/operator/partners/${partner.id}/clients/${client.id}/rotate-secret`,
    );
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.headers.get("cache-control")).toBe("no-store");
    const works = (secret: string) =>
      apiClient(server.baseUrl, { authorization: basic(client.id, secret) })("GET", "/api/employers");
    expect((await works(client.clientSecret)).status).toBe(401);
    expect((await works(rotated.body.clientSecret)).status).toBe(200);
    // Nobody reads a secret again: the partner's page shows none.
    const read = await op.call("GET", `/api/operator/partners/${partner.id}`);
    expect(read.text).not.toContain(rotated.body.clientSecret);

    const revoked = await op.call<Partner>("POST", `/api/operator/partners/${partner.id}/clients/${client.id}/revoke`);
    expect(revoked.body.clients[0]).toMatchObject({ id: client.id, status: "revoked" });
    expect((await works(rotated.body.clientSecret)).status).toBe(401);
    const again = await op.call<{ code: string }>(
      "POST",
      `/api/operator/partners/${partner.id}/clients/${client.id}/rotate-secret`,
    );
    expect(again.status).toBe(400);
    // Another partner's client is none of this one's.
    const other = await newPartner(op, "Gusto");
    expect((await op.call("POST", `/api/operator/partners/${other.id}/clients/${client.id}/revoke`)).status).toBe(404);
    expect((await op.call("POST", `/api/operator/partners/${other.id}/clients/${tenant.clientId}/revoke`)).status).toBe(
      404,
    );
  });

  it("shows the health of the webhook endpoints its clients register", async () => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, "program");
    const partner = await newPartner(op);
    await op.call("POST", `/api/operator/partners/${partner.id}/employers`, { employerId: tenant.employerId });
    const client = await newClient(op, partner.id);
    const endpoint = await client.call<{ id: string }>("POST", "/api/webhook-endpoints", {
      body: { url: "http://127.0.0.1:9/benefits-hooks", events: ["employee.created"] },
    });
    expect(endpoint.status, endpoint.text).toBe(201);
    const read = await op.call<Partner>("GET", `/api/operator/partners/${partner.id}`);
    expect(read.body.webhookEndpoints).toEqual([
      expect.objectContaining({ id: endpoint.body.id, url: "http://127.0.0.1:9/benefits-hooks", health: "healthy" }),
    ]);
  });

  it("names what it refuses: an unknown partner, an unknown employer, a bad body", async () => {
    const op = await signedInOperator(server.baseUrl, "program");
    const partner = await newPartner(op);
    const unknown = await op.call<{ code: string }>("GET", "/api/operator/partners/prt_nobody");
    expect([unknown.status, unknown.body.code]).toEqual([404, "partner_not_found"]);
    const nobody = await op.call<{ code: string }>("POST", `/api/operator/partners/${partner.id}/employers`, {
      employerId: "empr_nobody",
    });
    expect([nobody.status, nobody.body.code]).toEqual([404, "employer_not_found"]);
    const bad = await op.call<{ errors: Array<{ path: string }> }>("POST", "/api/operator/partners", {
      name: "",
      contactEmail: "not-an-email",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((error) => error.path).sort()).toEqual(["/contactEmail", "/name"]);
  });

  it.each(["support", "compliance"] as const)("lets %s read partners but change nothing", async (role) => {
    const tenant = await createTenant();
    const partner = await newPartner(await signedInOperator(server.baseUrl, "program"));
    const op = await signedInOperator(server.baseUrl, role);
    expect((await op.call("GET", "/api/operator/partners")).status).toBe(200);
    expect((await op.call("GET", `/api/operator/partners/${partner.id}`)).status).toBe(200);
    for (const [method, path, body] of [
      ["POST", "/api/operator/partners", { name: "Taken" }],
      ["POST", `/api/operator/partners/${partner.id}/employers`, { employerId: tenant.employerId }],
      ["POST", `/api/operator/partners/${partner.id}/clients`, { name: "Sneaky" }],
    ] as const) {
      const refused = await op.call<{ code: string }>(method, path, body);
      expect([refused.status, refused.body.code], path).toEqual([403, "role_not_allowed"]);
    }
    const grants = await (
      await getDb()
    )
      .select()
      .from(partnerEmployers)
      .where(inArray(partnerEmployers.partnerId, [partner.id]));
    expect(grants).toEqual([]);
  });

  it("asks for a fresh factor before granting an employer, and grants nothing without it", async () => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, "program");
    const partner = await newPartner(op);
    await ageFactor(op, 6);
    const refused = await op.call<{ code: string }>("POST", `/api/operator/partners/${partner.id}/employers`, {
      employerId: tenant.employerId,
    });
    expect([refused.status, refused.body.code]).toEqual([403, "step_up_required"]);
    expect(
      await (await getDb()).select().from(partnerEmployers).where(eq(partnerEmployers.partnerId, partner.id)),
    ).toEqual([]);
  });
});
