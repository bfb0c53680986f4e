import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { identityEvidence } from "@/db/schema";
import { encryptBytes } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { createId } from "@/lib/ids";
import { systemWideContext } from "@/lib/services/context";
import { purgeDocumentImages } from "@/lib/services/identity/purge-document-images";

import { JPEG, PNG } from "../support/evidence-images";
import { employeeBody, ownSsn } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// Issue 27 item 5: document images are deleted IDENTITY_DOCUMENT_RETENTION_DAYS after the identity
// decision; the document's description (read by the vendor at decision time) stays.

const { tenant, call } = httpHarness({ worker: true });

const DAY = 86_400_000;

async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    // A poll interval: the loop waits on `read`, up to its deadline.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An employee the sandbox asks for documents (SSN ending 1111), who uploads a license that is then decided. */
async function decidedDocument() {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({
      ssn: ownSsn("231-54-1111"),
      address: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "73301" },
    }),
  });
  const base = `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
  expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
  await waitFor(async () => {
    const status = (await call<{ onboarding_status: string }>("GET", base)).body.onboarding_status;
    return status === "NEEDS_EXPANDED_VERIFICATION" ? status : undefined;
  });
  const uploaded = await call("POST", `${base}/evidence`, {
    body: { documentType: "DRIVERS_LICENSE", frontImage: JPEG, backImage: PNG },
  });
  expect(uploaded.status).toBe(202);
  const db = await getDb();
  const evidence = await waitFor(async () => {
    const [row] = await db.select().from(identityEvidence).where(eq(identityEvidence.employeeId, created.body.id));
    return row?.checkedAt ? row : undefined;
  });
  return { employeeId: created.body.id, evidence };
}

/** A sealed image row of the employee, decided `decidedDaysAgo` days ago or (null) not decided. */
async function insertEvidence(employeeId: string, decidedDaysAgo: number | null) {
  const id = createId("doc");
  await (await getDb()).insert(identityEvidence).values({
    id,
    employerId: tenant.employerId,
    employeeId,
    documentType: "PASSPORT",
    frontEncrypted: encryptBytes(Buffer.from(JPEG, "base64"), sealingContexts.identityImage(id, "front")),
    frontMimeType: "image/jpeg",
    frontBytes: 12,
    checkedAt: decidedDaysAgo === null ? null : new Date(Date.now() - decidedDaysAgo * DAY),
    checkedBy: decidedDaysAgo === null ? null : "sandbox",
    checkOutcome: decidedDaysAgo === null ? null : "VERIFIED",
  });
  return id;
}

const rowOf = async (id: string) =>
  (await (await getDb()).select().from(identityEvidence).where(eq(identityEvidence.id, id)))[0]!;

describe("document images after the identity decision", () => {
  it("records the document's description when the check is decided", async () => {
    const { evidence } = await decidedDocument();
    expect(evidence).toMatchObject({
      documentType: "DRIVERS_LICENSE",
      issuingCountry: "US",
      issuingState: "TX",
      numberLastFour: "4321",
      checkedBy: "sandbox",
      checkOutcome: "VERIFIED",
      imagesDeletedAt: null,
    });
    expect(evidence.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(evidence.frontEncrypted).not.toBeNull();
    expect(evidence.backEncrypted).not.toBeNull();
  });

  it("deletes the images of documents decided longer ago than the period and keeps the rest", async () => {
    const { employeeId, evidence } = await decidedDocument();
    const db = await getDb();
    // Decided 31 days ago.
    await db
      .update(identityEvidence)
      .set({ checkedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(identityEvidence.id, evidence.id));
    const newer = await insertEvidence(employeeId, 29);
    const undecided = await insertEvidence(employeeId, null);

    const purged = await purgeDocumentImages({ ctx: systemWideContext(db, "test"), retentionDays: 30 });
    expect(purged).toBeGreaterThanOrEqual(1);

    const old = await rowOf(evidence.id);
    expect(old.frontEncrypted).toBeNull();
    expect(old.backEncrypted).toBeNull();
    expect(old.imagesDeletedAt).not.toBeNull();
    // The description remains.
    expect(old).toMatchObject({
      documentType: "DRIVERS_LICENSE",
      issuingCountry: "US",
      issuingState: "TX",
      expiresOn: evidence.expiresOn,
      numberLastFour: "4321",
      checkedBy: "sandbox",
      checkOutcome: "VERIFIED",
    });
    expect(old.checkedAt).not.toBeNull();

    expect((await rowOf(newer)).frontEncrypted).not.toBeNull();
    expect((await rowOf(undecided)).frontEncrypted).not.toBeNull();

    // A shorter period reaches the newer one, never the undecided one.
    await purgeDocumentImages({ ctx: systemWideContext(db, "test"), retentionDays: 28 });
    expect((await rowOf(newer)).frontEncrypted).toBeNull();
    expect((await rowOf(undecided)).frontEncrypted).not.toBeNull();
  });
});
