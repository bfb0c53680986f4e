// @module-tag embedded-db
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { erasureRecords, partnerEmployers, sandboxIssuedCards } from "@/db/schema";

import { apiClient, basic, createCompleteEmployee, createTenant, signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { platformTrail, signedInOperator } from "../support/operator-browser";

// Offboarding an employer at the end of its contract (docs/operator.md#offboarding): the data
// export first, then, once confirmed by name, the employer is suspended for good and the worker
// closes every card at the issuer, erases every person with their legal records kept (the
// retention clocks start), and shuts the employer's doors: its clients, its partners' grants, its
// SFTP accounts and its HR people's sessions.

const { server } = httpHarness({ tenant: false, worker: true });

type Employer = { id: string; name: string; status: string; suspendedAt: string | null; offboardedAt: string | null };

describe("offboarding an employer", () => {
  it("exports its people, then closes cards at the issuer first, erases everyone keeping the legal records, and shuts its doors", async () => {
    const tenant = await createTenant();
    const call = apiClient(server.baseUrl, tenant);
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    const card = await call<{ id: string }>("POST", `${base}/cards?cardType=virtual`);
    expect(card.status, card.text).toBe(201);
    const hr = await signInAdmin(server.baseUrl, tenant);
    const owner = await signedInOperator(server.baseUrl, "owner");
    const partner = await owner.call<{ id: string }>("POST", "/api/operator/partners", { name: "Benefitfocus" });
    await owner.call("POST", `/api/operator/partners/${partner.body.id}/employers`, { employerId: tenant.employerId });
    const partnerClient = await owner.call<{ id: string; clientSecret: string }>(
      "POST",
      `/api/operator/partners/${partner.body.id}/clients`,
      { name: "Production" },
    );
    const viaPartner = apiClient(server.baseUrl, {
      authorization: basic(partnerClient.body.id, partnerClient.body.clientSecret),
    });

    // The export: every person, as HR's export has them; owners and compliance only.
    const program = await signedInOperator(server.baseUrl, "program");
    expect((await program.call("GET", `/api/operator/employers/${tenant.employerId}/export`)).status).toBe(403);
    const exported = await owner.call("GET", `/api/operator/employers/${tenant.employerId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(exported.text).toContain(employeeId);

    // Confirmed by the employer's name, or nothing starts.
    const { name } = (await owner.call<Employer>("GET", `/api/operator/employers/${tenant.employerId}`)).body;
    const unconfirmed = await owner.call<{ code: string }>(
      "POST",
      `/api/operator/employers/${tenant.employerId}/offboard`,
      {
        reason: "Contract ended 2026-12-31",
        confirmName: "not the name",
      },
    );
    expect([unconfirmed.status, unconfirmed.body.code]).toEqual([400, "offboarding_not_confirmed"]);
    expect((await call("GET", base)).status).toBe(200);

    const started = await owner.call<Employer>("POST", `/api/operator/employers/${tenant.employerId}/offboard`, {
      reason: "Contract ended 2026-12-31",
      confirmName: name,
    });
    expect(started.status, started.text).toBe(202);
    expect(["offboarding", "offboarded"]).toContain(started.body.status);
    // Suspended for good (every door that takes something new refuses a suspended employer:
    // operator-employers.test.ts), and no way back. The worker may already be at work: what is
    // asserted here holds while it runs and after.
    expect(started.body.suspendedAt).not.toBeNull();
    const back = await owner.call<{ code: string }>("POST", `/api/operator/employers/${tenant.employerId}/reactivate`);
    expect([back.status, back.body.code]).toEqual([409, "employer_offboarded"]);
    const twice = await owner.call<{ code: string }>("POST", `/api/operator/employers/${tenant.employerId}/offboard`, {
      reason: "again",
      confirmName: name,
    });
    expect([twice.status, twice.body.code]).toEqual([409, "employer_offboarded"]);

    // The worker carries it out.
    await expect
      .poll(
        async () => (await owner.call<Employer>("GET", `/api/operator/employers/${tenant.employerId}`)).body.status,
        { timeout: 20_000 },
      )
      .toBe("offboarded");
    const db = await getDb();
    const [issued] = await db.select().from(sandboxIssuedCards).where(eq(sandboxIssuedCards.cardId, card.body.id));
    expect(issued?.status).toBe("canceled");
    const kept = await db.select().from(erasureRecords).where(eq(erasureRecords.employeeId, employeeId));
    expect(kept.map((record) => record.kind)).toContain("credit_decision");
    for (const record of kept) expect(record.retainUntil.getTime()).toBeGreaterThan(Date.now());
    // Doors shut: the employer's own client, the partner's grant, HR's session.
    expect((await call("GET", base)).status).toBe(401);
    expect((await viaPartner("GET", `/api/employers/${tenant.employerId}/employees`)).status).toBe(404);
    expect(await db.select().from(partnerEmployers).where(eq(partnerEmployers.employerId, tenant.employerId))).toEqual(
      [],
    );
    expect((await hr.call("GET", "/api/admin/session")).status).toBe(401);
    expect(await platformTrail(tenant.employerId)).toEqual(
      expect.arrayContaining(["employer.offboarding_started", "employer.offboarded"]),
    );
  });

  it.each(["support", "compliance"] as const)("refuses %s the offboarding, changing nothing", async (role) => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, role);
    const refused = await op.call<{ code: string }>("POST", `/api/operator/employers/${tenant.employerId}/offboard`, {
      reason: "no",
      confirmName: "x",
    });
    expect([refused.status, refused.body.code]).toEqual([403, "role_not_allowed"]);
    expect(
      (await apiClient(server.baseUrl, tenant)("GET", `/api/employers/${tenant.employerId}/employees`)).status,
    ).toBe(200);
  });
});
