// @module-tag embedded-db
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { agreementVersions, employeeNotifications } from "@/db/schema";
import { listDevOutbox } from "@/lib/mail/send-mail";
import {
  agreementVersionPreviewSchema,
  programAgreementSchema,
  publishedAgreementVersionSchema,
} from "@/lib/schemas/responses/operator-agreements";
import { systemContext } from "@/lib/services/context";
import { sendPendingNotifications } from "@/lib/services/notifications/send-notification";

import { apiClient, createTenant, employeeBody, type Tenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { ageFactor, platformTrail, signedInOperator } from "../support/operator-browser";

// The program's agreements from the operator console (docs/operator.md#agreements): a document and
// its versions, published in English and Spanish from an effective time, previewed with what
// changed, asking people to accept again or only telling them, never changed once published.

const { server } = httpHarness({ tenant: false });

const texts = (version: string) => ({
  en: { title: "Cardholder agreement", body: `Purchases are approved up to your balance. Version ${version}.` },
  es: { title: "Contrato del titular", body: `Las compras se aprueban hasta su saldo. Versión ${version}.` },
});

type PartnerAgreement = {
  id: string;
  tag: string;
  acceptedOn: string | null;
  acceptedTag: string | null;
  previouslyAcceptedTag: string | null;
  reacceptanceRequired: boolean;
};
type Status = { requirements: Array<{ key: string; fulfilled: boolean; code: string | null }> };
type ProgramAgreement = {
  id: string;
  inForceTag: string | null;
  versions: Array<{
    tag: string;
    status: string;
    reacceptance: string;
    effectiveAt: string;
    publishedBy: string | null;
    publishedByName: string | null;
  }>;
};

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const now = () => new Date().toISOString().replace(/\.\d+Z$/, "Z");

/** A tenant's employee, reached through the partner API, with the agreements list and the requirement. */
async function partnerEmployee(tenant: Tenant) {
  const call = apiClient(server.baseUrl, tenant);
  const body = employeeBody();
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, { body });
  const base = `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
  return {
    employeeId: created.body.id,
    email: String(body.email),
    agreement: async (id: string) =>
      (await call<{ data: PartnerAgreement[] }>("GET", `${base}/agreements`)).body.data.find((a) => a.id === id)!,
    requirement: async () =>
      (await call<Status>("GET", `${base}/onboarding/status`)).body.requirements.find((r) => r.key === "agreements")!,
    accept: (id: string, tag: string) =>
      call("POST", `${base}/agreements/${id}`, { body: { agreementTag: tag, acceptedAt: now() } }),
  };
}

/** A new document of the tenant's employer only (so tests never see each other's), with its first version. */
async function newDocument(op: Awaited<ReturnType<typeof signedInOperator>>, tenant: Tenant, slug = "cardholder") {
  const created = await op.call<ProgramAgreement>("POST", "/api/operator/agreements", {
    slug,
    required: true,
    employerId: tenant.employerId,
    version: { tag: `${slug}-v1`, texts: texts("1") },
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

describe("the program's agreements", () => {
  it("a new version asking again: the holder sees it unmet and marked until they accept, told by e-mail of the date", async () => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, "program");
    const document = await newDocument(op, tenant);
    expect(document).toMatchObject({ inForceTag: "cardholder-v1", versions: [{ status: "in_force" }] });
    const person = await partnerEmployee(tenant);
    expect((await person.accept(document.id, "cardholder-v1")).status).toBe(200);
    expect((await person.requirement()).fulfilled).toBe(true);

    const effectiveAt = inSeconds(2);
    const published = await op.call<ProgramAgreement & { notified: number }>(
      "POST",
      `/api/operator/agreements/${document.id}/versions`,
      { tag: "cardholder-v2", effectiveAt, reacceptance: "required", texts: texts("2") },
    );
    expect(published.status, published.text).toBe(201);
    expect(published.body.notified).toBe(1);
    // The console's pages read these answers by the types in lib/schemas/responses/operator-agreements.ts.
    publishedAgreementVersionSchema.parse(published.body);
    programAgreementSchema.parse((await op.call("GET", `/api/operator/agreements/${document.id}`)).body);
    const listed = await op.call<{ data: Array<{ id: string; title: string | null }> }>(
      "GET",
      "/api/operator/agreements",
    );
    for (const row of listed.body.data) programAgreementSchema.parse(row);
    // The list names each document by its title in English, without its texts.
    expect(listed.body.data.find((row) => row.id === document.id)).toMatchObject({ title: "Cardholder agreement" });
    // Before its effective time the version in force is still the first; then the second.
    await expect.poll(async () => (await person.agreement(document.id)).tag, { timeout: 10_000 }).toBe("cardholder-v2");
    expect(await person.agreement(document.id)).toMatchObject({
      acceptedOn: null,
      acceptedTag: null,
      previouslyAcceptedTag: "cardholder-v1",
      reacceptanceRequired: true,
    });
    expect(await person.requirement()).toMatchObject({ fulfilled: false, code: "agreement_version_outdated" });

    // The notice goes out with the effective date, in the person's language (both when unknown).
    await sendPendingNotifications({ ctx: systemContext(await getDb(), "test", tenant.employerId) });
    const [mail] = await listDevOutbox({ to: person.email });
    expect(mail?.subject).toMatch(/We're updating your Cardholder agreement/);
    const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(effectiveAt));
    expect(mail?.text).toContain(`takes effect on ${date}`);
    expect(mail?.text).toMatch(/accept it in the portal/);

    expect((await person.accept(document.id, "cardholder-v2")).status).toBe(200);
    expect(await person.agreement(document.id)).toMatchObject({
      acceptedTag: "cardholder-v2",
      reacceptanceRequired: false,
    });
    expect((await person.requirement()).fulfilled).toBe(true);
    expect(await platformTrail(document.id)).toEqual([
      "agreement.created",
      "agreement.version_published",
      "agreement.version_published",
    ]);
  });

  it("a notify-only version: the holder stays current on what they accepted, and only the e-mail changes", async () => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, "owner");
    const document = await newDocument(op, tenant);
    const person = await partnerEmployee(tenant);
    await person.accept(document.id, "cardholder-v1");
    const published = await op.call<{ notified: number }>("POST", `/api/operator/agreements/${document.id}/versions`, {
      tag: "cardholder-v2",
      reacceptance: "notify",
      texts: texts("2"),
    });
    expect(published.status, published.text).toBe(201);
    expect(published.body.notified).toBe(1);
    expect(await person.agreement(document.id)).toMatchObject({
      tag: "cardholder-v2",
      acceptedTag: "cardholder-v1",
      previouslyAcceptedTag: null,
      reacceptanceRequired: false,
    });
    expect((await person.agreement(document.id)).acceptedOn).not.toBeNull();
    expect((await person.requirement()).fulfilled).toBe(true);
    const [queued] = await (
      await getDb()
    )
      .select()
      .from(employeeNotifications)
      .where(eq(employeeNotifications.employeeId, person.employeeId));
    expect(queued).toMatchObject({ kind: "agreement_updated", data: { reacceptance: "notify" } });
    // Someone who never accepted reads the version in force, to accept as anyone new does.
    const newcomer = await partnerEmployee(tenant);
    expect(await newcomer.agreement(document.id)).toMatchObject({ tag: "cardholder-v2", acceptedOn: null });
    expect((await newcomer.accept(document.id, "cardholder-v1")).status).toBe(409);
  });

  it("previews a version with its changes and whom it reaches, refusing exactly what publishing would", async () => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, "program");
    const document = await newDocument(op, tenant);
    await (await partnerEmployee(tenant)).accept(document.id, "cardholder-v1");
    const preview = await op.call<{
      against: { tag: string } | null;
      recipients: number;
      texts: { en: { changes: { body: Array<{ change: string; text: string }> } } };
    }>("POST", `/api/operator/agreements/${document.id}/versions/preview`, {
      tag: "cardholder-v2",
      texts: texts("2"),
    });
    expect(preview.status, preview.text).toBe(200);
    agreementVersionPreviewSchema.parse(preview.body);
    expect(preview.body.against).toMatchObject({ tag: "cardholder-v1" });
    expect(preview.body.recipients).toBe(1);
    expect(preview.body.texts.en.changes.body.filter((part) => part.change !== "same")).toEqual([
      { change: "removed", text: "1" },
      { change: "added", text: "2" },
    ]);

    for (const [body, path, code] of [
      [{ tag: "cardholder-v1", texts: texts("2") }, "/tag", "agreement_tag_taken"],
      [
        { tag: "cardholder-v2", effectiveAt: inSeconds(-3600), texts: texts("2") },
        "/effectiveAt",
        "effective_at_in_past",
      ],
      [
        { tag: "cardholder-v2", effectiveAt: inSeconds(400 * 86_400), texts: texts("2") },
        "/effectiveAt",
        "effective_at_too_far",
      ],
      [{ tag: "cardholder-v2", texts: { en: texts("2").en } }, "/texts/es", "required"],
    ] as const) {
      for (const path_ of ["/versions/preview", "/versions"]) {
        const refused = await op.call<{ errors: Array<{ path: string; code: string }> }>(
          "POST",
          `/api/operator/agreements/${document.id}${path_}`,
          body,
        );
        expect(refused.status, `${path_} ${refused.text}`).toBe(422);
        expect(refused.body.errors).toContainEqual(expect.objectContaining({ path, code }));
      }
    }
    // A version scheduled for later: the next one must come after it.
    const scheduled = await op.call("POST", `/api/operator/agreements/${document.id}/versions`, {
      tag: "cardholder-v2",
      effectiveAt: inSeconds(3600),
      texts: texts("2"),
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    const before = await op.call<{ errors: Array<{ code: string }> }>(
      "POST",
      `/api/operator/agreements/${document.id}/versions`,
      { tag: "cardholder-v3", effectiveAt: inSeconds(1800), texts: texts("3") },
    );
    expect(before.body.errors.map((error) => error.code)).toEqual(["effective_at_before_latest"]);
    const read = await op.call<ProgramAgreement>("GET", `/api/operator/agreements/${document.id}`);
    expect(read.body.inForceTag).toBe("cardholder-v1");
    // Who published each version, by name as well as by id.
    expect(read.body.versions[1]).toMatchObject({ publishedBy: op.operatorId, publishedByName: "Operator program" });
    expect(read.body.versions.map(({ tag, status }) => [tag, status])).toEqual([
      ["cardholder-v1", "in_force"],
      ["cardholder-v2", "scheduled"],
    ]);
  });

  it("refuses a slug the same employers already have, and an employer that does not exist", async () => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, "program");
    await newDocument(op, tenant, "privacy");
    const again = await op.call<{ errors: Array<{ code: string }> }>("POST", "/api/operator/agreements", {
      slug: "privacy",
      required: true,
      employerId: tenant.employerId,
      version: { tag: "privacy-v9", texts: texts("9") },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]!.code).toBe("agreement_slug_taken");
    const nobody = await op.call<{ code: string }>("POST", "/api/operator/agreements", {
      slug: "privacy",
      required: true,
      employerId: "empr_nobody",
      version: { tag: "privacy-v1", texts: texts("1") },
    });
    expect(nobody.status).toBe(404);
    expect(nobody.body.code).toBe("employer_not_found");
  });

  it.each(["support", "compliance"] as const)("lets %s read but never publish, changing nothing", async (role) => {
    const tenant = await createTenant();
    const document = await newDocument(await signedInOperator(server.baseUrl, "program"), tenant);
    const op = await signedInOperator(server.baseUrl, role);
    expect((await op.call("GET", "/api/operator/agreements")).status).toBe(200);
    expect((await op.call("GET", `/api/operator/agreements/${document.id}`)).status).toBe(200);
    for (const [path, body] of [
      ["/api/operator/agreements", { slug: "x-doc", required: true, version: { tag: "x-1", texts: texts("1") } }],
      [`/api/operator/agreements/${document.id}/versions`, { tag: "cardholder-v2", texts: texts("2") }],
    ] as const) {
      const refused = await op.call<{ code: string }>("POST", path, body);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("role_not_allowed");
    }
    const versions = await (
      await getDb()
    )
      .select()
      .from(agreementVersions)
      .where(eq(agreementVersions.agreementId, document.id));
    expect(versions).toHaveLength(1);
  });

  it("asks for a fresh factor before publishing, and publishes nothing without it", async () => {
    const tenant = await createTenant();
    const op = await signedInOperator(server.baseUrl, "program");
    const document = await newDocument(op, tenant);
    await ageFactor(op, 6);
    const refused = await op.call<{ code: string }>("POST", `/api/operator/agreements/${document.id}/versions`, {
      tag: "cardholder-v2",
      texts: texts("2"),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("step_up_required");
    // A preview changes nothing: it needs no fresh factor.
    expect(
      (
        await op.call("POST", `/api/operator/agreements/${document.id}/versions/preview`, {
          tag: "cardholder-v2",
          texts: texts("2"),
        })
      ).status,
    ).toBe(200);
    expect(
      (await op.call<ProgramAgreement>("GET", `/api/operator/agreements/${document.id}`)).body.versions,
    ).toHaveLength(1);
  });

  it("never changes or removes a published version or its texts, whoever asks", async () => {
    const tenant = await createTenant();
    const document = await newDocument(await signedInOperator(server.baseUrl, "program"), tenant);
    const db = await getDb();
    const [version] = await db.select().from(agreementVersions).where(eq(agreementVersions.agreementId, document.id));
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await db.execute(statement);
        return "not refused";
      } catch (error) {
        return String((error as { cause?: Error }).cause?.message ?? error);
      }
    };
    for (const statement of [
      sql`update agreement_versions set tag = 'rewritten' where id = ${version!.id}`,
      sql`delete from agreement_versions where id = ${version!.id}`,
      sql`update agreement_texts set body = 'rewritten' where version_id = ${version!.id}`,
      sql`delete from agreement_texts where version_id = ${version!.id}`,
    ]) {
      expect(await refusal(statement)).toMatch(/published agreement versions are not changed/);
    }
  });
});
