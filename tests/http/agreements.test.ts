import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { agreementAcceptances } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { publishAgreementVersion } from "@/lib/services/agreements/publish-agreement-version";

import { apiClient, createTenant, createTenantAgreement, employeeBody, type Tenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server } = httpHarness({ tenant: false });

type Agreement = {
  id: string;
  tag: string;
  acceptedOn: string | null;
  title: string | null;
  text: string | null;
  language: string | null;
  required: boolean;
  previouslyAcceptedTag: string | null;
};
type Status = {
  complete: boolean;
  requirements: Array<{ key: string; fulfilled: boolean; status: string; code: string | null }>;
};

async function setup(options: { spanish?: boolean } = {}) {
  const tenant: Tenant = await createTenant();
  const call = apiClient(server.baseUrl, tenant);
  const terms = await createTenantAgreement(tenant, { spanish: options.spanish });
  const optional = await createTenantAgreement(tenant, { required: false });
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody(),
  });
  const base = `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
  const agreementsRequirement = async () =>
    (await call<Status>("GET", `${base}/onboarding/status`)).body.requirements.find((r) => r.key === "agreements")!;
  return { tenant, call, terms, optional, base, employeeId: created.body.id, agreementsRequirement };
}

const now = () => new Date().toISOString().replace(/\.\d+Z$/, "Z");

describe("agreements", () => {
  it("lists the program's agreements with id, tag, acceptedOn, title and text, in the language asked for", async () => {
    const { call, base, terms, optional } = await setup({ spanish: true });
    const en = await call<{ data: Agreement[] }>("GET", `${base}/agreements`);
    expect(en.status).toBe(200);
    expect(en.body.data.map((a) => a.id)).toEqual([terms.agreementId, optional.agreementId]);
    expect(en.body.data[0]).toMatchObject({
      tag: terms.tag,
      acceptedOn: null,
      required: true,
      language: "en",
      text: "English text.",
    });
    const es = await call<{ data: Agreement[] }>("GET", `${base}/agreements?language=es`);
    expect(es.body.data[0]).toMatchObject({ language: "es", text: "Texto en español." });
    // No Spanish text for the optional one: English is shown rather than nothing.
    expect(es.body.data[1]).toMatchObject({ language: "en" });
    const bad = await call("GET", `${base}/agreements?language=klingon`);
    expect(bad.status).toBe(400);
  });

  it("accepts the latest version, records who and when, and is idempotent", async () => {
    const { call, base, terms, employeeId, agreementsRequirement, tenant } = await setup();
    expect((await agreementsRequirement()).code).toBe("agreements_not_accepted");
    const acceptedAt = now();
    const first = await call<Agreement>("POST", `${base}/agreements/${terms.agreementId}`, {
      body: { agreementTag: terms.tag, acceptedAt },
      headers: { "user-agent": "partner-app/1.0", "x-forwarded-for": "203.0.113.7, 10.0.0.1" },
    });
    expect(first.status).toBe(200);
    expect(first.body.acceptedOn).toBe(new Date(acceptedAt).toISOString());
    // Status follows the write at once; the optional agreement does not hold it back.
    expect(await agreementsRequirement()).toMatchObject({ fulfilled: true, status: "fulfilled" });
    const again = await call<Agreement>("POST", `${base}/agreements/${terms.agreementId}`, {
      body: { agreementTag: terms.tag, acceptedAt: now() },
    });
    expect(again.body.acceptedOn).toBe(first.body.acceptedOn);
    const db = await getDb();
    const records = await db.select().from(agreementAcceptances).where(eq(agreementAcceptances.employeeId, employeeId));
    expect(records).toHaveLength(1);
    // No trusted proxy is configured here: a client-sent X-Forwarded-For is not recorded as its address.
    expect(records[0]).toMatchObject({
      tag: terms.tag,
      actorType: "partner",
      actorId: tenant.clientId,
      ipAddress: null,
      userAgent: "partner-app/1.0",
    });
    expect(records[0]!.requestId).toMatch(/^req_/);
  });

  it("records the client address from X-Forwarded-For only behind the configured trusted proxies", async () => {
    process.env.TRUSTED_PROXY_HOPS = "2";
    resetEnvCache();
    try {
      const { call, base, terms, employeeId } = await setup();
      const accepted = await call("POST", `${base}/agreements/${terms.agreementId}`, {
        body: { agreementTag: terms.tag, acceptedAt: now() },
        headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.1" },
      });
      expect(accepted.status).toBe(200);
      const [record] = await (
        await getDb()
      )
        .select()
        .from(agreementAcceptances)
        .where(eq(agreementAcceptances.employeeId, employeeId));
      expect(record!.ipAddress).toBe("203.0.113.7");
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS;
      resetEnvCache();
    }
  });

  it("makes the requirement unmet again when a new version is published, and refuses the stale tag", async () => {
    const { call, base, terms, agreementsRequirement } = await setup();
    await call("POST", `${base}/agreements/${terms.agreementId}`, {
      body: { agreementTag: terms.tag, acceptedAt: now() },
    });
    expect((await agreementsRequirement()).fulfilled).toBe(true);
    const db = await getDb();
    await publishAgreementVersion({
      ctx: { db, actor: { type: "system", name: "test" } },
      agreementId: terms.agreementId,
      tag: `${terms.tag}-2`,
      texts: [{ language: "en", title: "T2", body: "New text." }],
    });
    expect(await agreementsRequirement()).toMatchObject({ fulfilled: false, code: "agreement_version_outdated" });
    const listed = await call<{ data: Agreement[] }>("GET", `${base}/agreements`);
    expect(listed.body.data[0]).toMatchObject({
      tag: `${terms.tag}-2`,
      acceptedOn: null,
      previouslyAcceptedTag: terms.tag,
    });
    const stale = await call("POST", `${base}/agreements/${terms.agreementId}`, {
      body: { agreementTag: terms.tag, acceptedAt: now() },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "agreement_version_outdated", latestTag: `${terms.tag}-2` });
    const fresh = await call("POST", `${base}/agreements/${terms.agreementId}`, {
      body: { agreementTag: `${terms.tag}-2`, acceptedAt: now() },
    });
    expect(fresh.status).toBe(200);
    expect((await agreementsRequirement()).fulfilled).toBe(true);
  });

  it.each([
    ["a future time", { acceptedAt: "2999-01-01T00:00:00Z" }, 422, "accepted_at_in_future"],
    ["a time before publication", { acceptedAt: "2001-01-01T00:00:00Z" }, 422, "accepted_at_before_publication"],
    ["a non-UTC offset", { acceptedAt: "2026-11-21T10:00:00+01:00" }, 422, "datetime_invalid"],
    ["not a time", { acceptedAt: "yesterday" }, 422, "datetime_invalid"],
    ["a missing time", { acceptedAt: undefined }, 422, "required"],
    ["an unknown tag", { agreementTag: "made-up" }, 422, "agreement_tag_unknown"],
    ["an unknown field", { signature: "x" }, 422, "unknown_field"],
  ])("refuses %s and records nothing", async (_name, override, status, fieldCode) => {
    const { call, base, terms, employeeId } = await setup();
    const result = await call("POST", `${base}/agreements/${terms.agreementId}`, {
      body: { agreementTag: terms.tag, acceptedAt: now(), ...override },
    });
    expect(result.status).toBe(status);
    expect(result.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ code: fieldCode })]));
    const db = await getDb();
    expect(
      await db.select().from(agreementAcceptances).where(eq(agreementAcceptances.employeeId, employeeId)),
    ).toHaveLength(0);
  });

  it("answers 404 for another program's agreement", async () => {
    const { call, base } = await setup();
    const other = await createTenant();
    const theirs = await createTenantAgreement(other);
    const result = await call("POST", `${base}/agreements/${theirs.agreementId}`, {
      body: { agreementTag: theirs.tag, acceptedAt: now() },
    });
    expect(result.status).toBe(404);
    expect(result.body.code).toBe("agreement_not_found");
  });
});
