// @module-tag embedded-db
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { auditQueue, auditRecords, employees } from "@/db/schema";
import { listDevOutbox } from "@/lib/mail/send-mail";
import { peopleSearchSchema, personInvitationSchema, personSchema } from "@/lib/schemas/responses/operator-people";

import { apiClient, createTenant, employeeBody, signInAdmin, uniqueName } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { ageFactor, platformTrail, signedInOperator } from "../support/operator-browser";

// Support across employers (docs/operator.md#people): owners, support and compliance find a person
// in any employer and read HR's page of them, masked; owners and support make the two safe fixes —
// the invitation e-mailed again to the person's own address, and signing them out everywhere —
// each with a fresh factor. Every look and fix is in the platform's trail and the employer's own.

const { server } = httpHarness({ tenant: false });

type Problem = { code: string; errors?: Array<{ path: string; code: string }> };

async function personOfANewEmployer() {
  const tenant = await createTenant();
  const call = apiClient(server.baseUrl, tenant);
  const lastName = uniqueName("Hopper").replace(" ", "");
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ payrollScheduleId: tenant.activeScheduleId, firstName: "Grace", lastName }),
  });
  expect(created.status, created.text).toBe(201);
  const [row] = await (
    await getDb()
  )
    .select({ email: employees.email, reference: employees.reference })
    .from(employees)
    .where(eq(employees.id, created.body.id));
  return { tenant, call, employeeId: created.body.id, lastName, email: row!.email, reference: row!.reference };
}

/** The employer's own trail for a target (queued or sealed): each entry's action and actor type. */
async function employerTrail(employerId: string, targetId: string) {
  const db = await getDb();
  const rows = await Promise.all(
    [auditQueue, auditRecords].map((table) =>
      db
        .select({ action: table.action, actorType: table.actorType })
        .from(table)
        .where(and(eq(table.employerId, employerId), eq(table.targetId, targetId), isNotNull(table.employerId))),
    ),
  );
  return rows.flat();
}

describe("support across employers", () => {
  it("finds a person in any employer by name, e-mail or reference, for owner, support and compliance only", async () => {
    const person = await personOfANewEmployer();
    const support = await signedInOperator(server.baseUrl, "support");
    for (const q of [person.lastName.toLowerCase(), person.email.toUpperCase(), person.reference, person.employeeId]) {
      const found = await support.call<{ data: Array<{ id: string; employer: { id: string } }> }>(
        "GET",
        `/api/operator/people?q=${encodeURIComponent(q)}`,
      );
      expect(found.status, found.text).toBe(200);
      peopleSearchSchema.parse(found.body);
      expect(
        found.body.data.map((row) => [row.id, row.employer.id]),
        q,
      ).toContainEqual([person.employeeId, person.tenant.employerId]);
    }
    // LIKE's wildcards are letters here, and a search of two characters names too many.
    const wildcard = await support.call<{ data: unknown[] }>("GET", "/api/operator/people?q=%25%25%25");
    expect([wildcard.status, wildcard.body.data]).toEqual([200, []]);
    const short = await support.call<Problem>("GET", "/api/operator/people?q=ab");
    expect([short.status, short.body.errors?.[0]]).toEqual([
      400,
      expect.objectContaining({ path: "/q", code: "too_short" }),
    ]);

    const compliance = await signedInOperator(server.baseUrl, "compliance");
    expect((await compliance.call("GET", `/api/operator/people?q=${person.lastName}`)).status).toBe(200);
    const program = await signedInOperator(server.baseUrl, "program");
    const refused = await program.call<Problem>("GET", `/api/operator/people?q=${person.lastName}`);
    expect([refused.status, refused.body.code]).toEqual([403, "role_not_allowed"]);
    // HR never reaches the console's doors, even an employer's owner.
    const hr = await signInAdmin(server.baseUrl, person.tenant);
    expect((await hr.call("GET", `/api/operator/people?q=${person.lastName}`)).status).toBe(401);
  });

  it("reads HR's page of the person, masked, with the employer; the look is on both trails", async () => {
    const person = await personOfANewEmployer();
    const support = await signedInOperator(server.baseUrl, "support");
    const page = await support.call<{
      masked: string[];
      employee: { birthDate: string | null };
      employer: { id: string };
    }>("GET", `/api/operator/people/${person.employeeId}`);
    expect(page.status, page.text).toBe(200);
    personSchema.parse(page.body);
    expect(page.body.employer.id).toBe(person.tenant.employerId);
    expect(page.body.masked.length).toBeGreaterThan(0);
    expect(page.text).not.toContain("1990-04-23");
    expect(page.text).not.toContain("231-54-8765");
    expect(await platformTrail(person.employeeId)).toEqual(["support.person_viewed"]);
    expect(await employerTrail(person.tenant.employerId, person.employeeId)).toContainEqual({
      action: "employee.viewed",
      actorType: "operator",
    });
    const unknown = await support.call<Problem>("GET", "/api/operator/people/empl_unknown");
    expect([unknown.status, unknown.body.code]).toEqual([404, "employee_not_found"]);
    const program = await signedInOperator(server.baseUrl, "program");
    expect((await program.call("GET", `/api/operator/people/${person.employeeId}`)).status).toBe(403);
  });

  it("e-mails the invitation again to the person's own address, once a day, with a fresh factor; compliance may not", async () => {
    const person = await personOfANewEmployer();
    const compliance = await signedInOperator(server.baseUrl, "compliance");
    const refused = await compliance.call<Problem>("POST", `/api/operator/people/${person.employeeId}/invitation`);
    expect([refused.status, refused.body.code]).toEqual([403, "role_not_allowed"]);
    const support = await signedInOperator(server.baseUrl, "support");
    await ageFactor(support, 6);
    const stale = await support.call<Problem>("POST", `/api/operator/people/${person.employeeId}/invitation`);
    expect([stale.status, stale.body.code]).toEqual([403, "step_up_required"]);
    expect(await listDevOutbox({ to: person.email })).toEqual([]);

    await ageFactor(support, 0);
    const sent = await support.call<{ status: string }>("POST", `/api/operator/people/${person.employeeId}/invitation`);
    expect(sent.status, sent.text).toBe(200);
    personInvitationSchema.parse(sent.body);
    expect(sent.body.status).toBe("sent");
    const mails = await listDevOutbox({ to: person.email });
    expect(mails).toHaveLength(1);
    // The link went to the person only: the answer holds none.
    expect(sent.text).not.toMatch(/\/invite\//);
    const again = await support.call<{ status: string }>(
      "POST",
      `/api/operator/people/${person.employeeId}/invitation`,
    );
    expect(again.body.status).toBe("recently_invited");
    expect(await listDevOutbox({ to: person.email })).toHaveLength(1);
    expect(await platformTrail(person.employeeId)).toEqual(["support.invitation_sent", "support.invitation_sent"]);
  });

  it("signs the person out everywhere with a fresh factor; compliance and program may not", async () => {
    const person = await personOfANewEmployer();
    const sessionVersion = async () =>
      (
        await (
          await getDb()
        )
          .select({ version: employees.sessionVersion })
          .from(employees)
          .where(eq(employees.id, person.employeeId))
      )[0]!.version;
    const before = await sessionVersion();
    for (const role of ["compliance", "program"] as const) {
      const operator = await signedInOperator(server.baseUrl, role);
      const refused = await operator.call<Problem>("POST", `/api/operator/people/${person.employeeId}/end-sessions`);
      expect([refused.status, refused.body.code]).toEqual([403, "role_not_allowed"]);
    }
    expect(await sessionVersion()).toBe(before);
    const owner = await signedInOperator(server.baseUrl, "owner");
    const ended = await owner.call("POST", `/api/operator/people/${person.employeeId}/end-sessions`);
    expect(ended.status, ended.text).toBe(200);
    expect(await sessionVersion()).toBe(before + 1);
    expect(await platformTrail(person.employeeId)).toEqual(["support.signed_out"]);
    expect(await employerTrail(person.tenant.employerId, person.employeeId)).toContainEqual({
      action: "employee.sessions_ended",
      actorType: "operator",
    });
  });

  it("refuses the invitation for a suspended employer, and changes nothing", async () => {
    const person = await personOfANewEmployer();
    const owner = await signedInOperator(server.baseUrl, "owner");
    const suspended = await owner.call("POST", `/api/operator/employers/${person.tenant.employerId}/suspend`, {
      reason: "Contract under review",
    });
    expect(suspended.status, suspended.text).toBe(200);
    const refused = await owner.call<Problem>("POST", `/api/operator/people/${person.employeeId}/invitation`);
    expect([refused.status, refused.body.code]).toEqual([409, "employer_suspended"]);
    expect(await listDevOutbox({ to: person.email })).toEqual([]);
  });
});
