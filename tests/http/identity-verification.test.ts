import { describe, expect, it } from "vitest";

import { setVendorDocumentMaxBytes } from "@/lib/providers/identity";

import { JPEG, PDF, PNG, SMALL_JPEG, WEBP } from "../support/evidence-images";
import { apiClient, createTenant, employeeBody, ownSsn } from "../support/fixtures";
import { startReceiver, waitFor } from "../support/webhook-receiver";
import { httpHarness } from "../support/http-harness";

const { server, tenant, call, receiver } = httpHarness({ worker: true, receiver: { events: ["*"] } });

type Verification = {
  onboarding_status: string;
  checks: Array<{ kind: string; status: string; outcome: string | null; attempts: number }>;
};

async function employeeWithSsn(ssn: string, overrides: Record<string, unknown> = {}) {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ ssn: ownSsn(ssn), ...overrides }),
  });
  expect(created.status).toBe(201);
  return { id: created.body.id, base: `/api/employers/${tenant.employerId}/employees/${created.body.id}` };
}

const webhook = (type: string, employeeId: string) => waitFor(() => receiver.ofType(type, employeeId)[0]);
const verification = async (base: string) => (await call<Verification>("GET", `${base}/identity-verification`)).body;

describe("identity verification, every sandbox branch end to end", () => {
  it.each([
    ["ending 8765 (any other)", "231-54-8765", "identity-verification.success", "VERIFIED"],
    ["ending 2222", "231-54-2222", "identity-verification.failed", "FAILED"],
  ])("SSN %s", async (_name, ssn, eventType, status) => {
    const { id, base } = await employeeWithSsn(ssn);
    const initiated = await call("POST", `${base}/identity-verification/initiate`);
    expect(initiated.status).toBe(202);
    expect(initiated.body).toMatchObject({ onboarding_status: "PENDING" });
    const event = await webhook(eventType, id);
    expect(event.json.data).toMatchObject({ employerId: tenant.employerId, employeeId: id, status, stage: "standard" });
    expect((await call("GET", base)).body.onboarding_status).toBe(status);
  });

  it.each([
    ["1111", "231-54-1111", "identity-verification.success", "VERIFIED"],
    ["3333", "231-54-3333", "identity-verification.failed", "FAILED"],
  ])("SSN ending %s → needs documentary evidence → evidence → %s", async (_name, ssn, finalType, finalStatus) => {
    const { id, base } = await employeeWithSsn(ssn);
    await call("POST", `${base}/identity-verification/initiate`);
    const needs = await webhook("identity-verification.needs-documentary-evidence", id);
    expect(needs.json.data).toMatchObject({ employeeId: id, status: "NEEDS_EXPANDED_VERIFICATION" });
    const status = await call<{ requirements: Array<{ key: string; code: string }> }>(
      "GET",
      `${base}/onboarding/status`,
    );
    expect(status.body.requirements.find((r) => r.key === "identity_verification")?.code).toBe(
      "documentary_evidence_required",
    );
    // Initiating again is the wrong move now: evidence is what is asked for.
    expect((await call("POST", `${base}/identity-verification/initiate`)).body.code).toBe("evidence_required");
    const uploaded = await call("POST", `${base}/evidence`, {
      body: { documentType: "DRIVERS_LICENSE", frontImage: JPEG, backImage: PNG },
    });
    expect(uploaded.status).toBe(202);
    const final = await webhook(finalType, id);
    expect(final.json.data).toMatchObject({ status: finalStatus, stage: "documentary" });
    expect((await verification(base)).onboarding_status).toBe(finalStatus);
  });

  it.each([
    ["4444 (provider times out first)", "231-54-4444"],
    ["5555 (provider answers garbage first)", "231-54-5555"],
  ])("SSN ending %s stays PENDING, is retried, and only a readable answer settles it", async (_name, ssn) => {
    const { id, base } = await employeeWithSsn(ssn);
    await call("POST", `${base}/identity-verification/initiate`);
    await webhook("identity-verification.success", id);
    const state = await verification(base);
    expect(state.onboarding_status).toBe("VERIFIED");
    expect(state.checks[0]).toMatchObject({ status: "completed", outcome: "VERIFIED" });
    expect(state.checks[0]!.attempts).toBeGreaterThanOrEqual(2);
  });
});

describe("initiate and evidence rules", () => {
  it("answers 422 listing each missing item, then works once PATCH fixes the data", async () => {
    const { base } = await employeeWithSsn("231-54-8765", {
      ssn: null,
      birthDate: null,
      phoneNumber: null,
      address: null,
    });
    const refused = await call("POST", `${base}/identity-verification/initiate`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("identity_data_missing");
    const paths = (refused.body.errors as Array<{ path: string }>).map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/ssn",
        "/birthDate",
        "/phoneNumber",
        "/address/line1",
        "/address/city",
        "/address/state",
        "/address/postalCode",
      ]),
    );
    await call("PATCH", base, {
      body: [
        { op: "replace", path: "/ssn", value: "231-54-8765" },
        { op: "replace", path: "/dateOfBirth", value: "1990-04-23" },
        { op: "replace", path: "/phoneNumber", value: "+14155552671" },
        {
          op: "replace",
          path: "/address",
          value: { line1: "1 Main St", city: "Austin", state: "TX", zipCode: "73301" },
        },
      ],
    });
    expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
  });

  it("answers 409 while a check is pending, and locks identity data meanwhile", async () => {
    const { id, base } = await employeeWithSsn("231-54-4444");
    await call("POST", `${base}/identity-verification/initiate`);
    const again = await call("POST", `${base}/identity-verification/initiate`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("identity_verification_pending");
    await webhook("identity-verification.success", id);
    expect((await call("POST", `${base}/identity-verification/initiate`)).body.code).toBe("identity_already_verified");
  });

  it.each([
    [
      "a data-URL prefix",
      { documentType: "PASSPORT", frontImage: `data:image/jpeg;base64,${JPEG}` },
      422,
      "data_url_prefix_not_allowed",
    ],
    [
      "a GIF",
      { documentType: "PASSPORT", frontImage: Buffer.from("GIF89a....").toString("base64") },
      422,
      "image_type_unsupported",
    ],
    ["broken base64", { documentType: "PASSPORT", frontImage: "not base64!" }, 422, "base64_invalid"],
    ["a license without its back", { documentType: "DRIVERS_LICENSE", frontImage: JPEG }, 422, "back_image_required"],
    ["a state ID without its back", { documentType: "STATE_ID", frontImage: JPEG }, 422, "back_image_required"],
    ["an unknown document type", { documentType: "LIBRARY_CARD", frontImage: JPEG }, 422, "invalid_value"],
    ["an oversize image", { documentType: "PASSPORT", frontImage: "A".repeat(7 * 1024 * 1024 + 4) }, 413, "too_long"],
    // What the identity vendor cannot read is never stored or sent (Persona: a photo of 10 KB or more).
    ["a 5 KB photo", { documentType: "PASSPORT", frontImage: SMALL_JPEG }, 422, "image_too_small"],
    ["a PDF", { documentType: "PASSPORT", frontImage: PDF }, 422, "image_type_unsupported"],
    [
      "a good front and a 5 KB back",
      { documentType: "DRIVERS_LICENSE", frontImage: JPEG, backImage: SMALL_JPEG },
      422,
      "image_too_small",
    ],
  ])("refuses evidence with %s", async (_name, body, status, fieldCode) => {
    const { id, base } = await employeeWithSsn("231-54-1111");
    await call("POST", `${base}/identity-verification/initiate`);
    await webhook("identity-verification.needs-documentary-evidence", id);
    const result = await call("POST", `${base}/evidence`, { body });
    expect(result.status).toBe(status);
    expect(result.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ code: fieldCode })]));
    expect((await verification(base)).onboarding_status).toBe("NEEDS_EXPANDED_VERIFICATION");
  });

  it("a PDF is refused with a sentence saying to send a photo, and nothing is stored", async () => {
    const { id, base } = await employeeWithSsn("231-54-1111");
    await call("POST", `${base}/identity-verification/initiate`);
    await webhook("identity-verification.needs-documentary-evidence", id);
    const result = await call("POST", `${base}/evidence`, { body: { documentType: "PASSPORT", frontImage: PDF } });
    expect(result.body.errors).toEqual([
      {
        path: "/frontImage",
        code: "image_type_unsupported",
        message: "A PDF cannot be checked: send a photo of the document as a JPEG, PNG or WebP image.",
      },
    ]);
    expect((await verification(base)).checks.filter((check) => check.kind === "documentary")).toHaveLength(0);
  });

  it("takes a WebP photo", async () => {
    const { id, base } = await employeeWithSsn("231-54-1111");
    await call("POST", `${base}/identity-verification/initiate`);
    await webhook("identity-verification.needs-documentary-evidence", id);
    const result = await call("POST", `${base}/evidence`, { body: { documentType: "PASSPORT", frontImage: WEBP } });
    expect(result.status).toBe(202);
    await webhook("identity-verification.success", id);
  });

  it("a ceiling the vendor's transaction type sets (read at start-up) lowers the upload's", async () => {
    const { id, base } = await employeeWithSsn("231-54-1111");
    await call("POST", `${base}/identity-verification/initiate`);
    await webhook("identity-verification.needs-documentary-evidence", id);
    setVendorDocumentMaxBytes(11 * 1024);
    try {
      const result = await call("POST", `${base}/evidence`, { body: { documentType: "PASSPORT", frontImage: JPEG } });
      expect(result.status).toBe(413);
      expect(result.body.code).toBe("image_too_large");
      expect(result.body.errors).toEqual([
        expect.objectContaining({ message: "The image is larger than the 11 KB limit." }),
      ]);
    } finally {
      setVendorDocumentMaxBytes(undefined);
    }
    expect(
      (await call("POST", `${base}/evidence`, { body: { documentType: "PASSPORT", frontImage: JPEG } })).status,
    ).toBe(202);
  });

  it("refuses evidence when verification did not ask for it, and never lists images", async () => {
    const { base } = await employeeWithSsn("231-54-8765");
    const result = await call("POST", `${base}/evidence`, { body: { documentType: "PASSPORT", frontImage: JPEG } });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe("evidence_not_requested");
    expect(JSON.stringify(await verification(base))).not.toContain(JPEG);
  });
});

describe("versions and the staging close-account endpoint", () => {
  it("shows NEEDS_EXPANDED_VERIFICATION as FAILED to a 2021-08-10 client, in responses and webhooks", async () => {
    const oldTenant = await createTenant({ pinnedApiVersion: "2021-08-10" });
    const oldCall = apiClient(server.baseUrl, oldTenant);
    const oldReceiver = await startReceiver();
    try {
      await oldCall("POST", "/api/webhook-endpoints", { body: { url: oldReceiver.url, events: ["*"] } });
      const created = await oldCall<{ id: string }>("POST", `/api/employers/${oldTenant.employerId}/employees`, {
        body: employeeBody({ ssn: "231-54-1111" }),
      });
      const base = `/api/employers/${oldTenant.employerId}/employees/${created.body.id}`;
      await oldCall("POST", `${base}/identity-verification/initiate`);
      const event = await waitFor(() => oldReceiver.ofType("identity-verification.failed", created.body.id)[0]);
      expect(event.json).toMatchObject({ apiVersion: "2021-08-10", data: { status: "FAILED" } });
      expect(oldReceiver.ofType("identity-verification.needs-documentary-evidence")).toHaveLength(0);
      expect((await oldCall("GET", base)).body.onboarding_status).toBe("FAILED");
      expect((await oldCall("GET", base, { headers: { "api-version": "2024-01-16" } })).body.onboarding_status).toBe(
        "NEEDS_EXPANDED_VERIFICATION",
      );
    } finally {
      await oldReceiver.close();
    }
  });

  it("close-account resets verification so the next initiate goes to the expanded flow", async () => {
    const { id, base } = await employeeWithSsn("231-54-8765");
    await call("POST", `${base}/identity-verification/initiate`);
    await webhook("identity-verification.success", id);
    const reset = await call("POST", "/v1/integration/close-account", { body: { employee_id: id } });
    expect(reset.status).toBe(200);
    expect(reset.body.onboarding_status).toBe("NOT_STARTED");
    await call("POST", `${base}/identity-verification/initiate`);
    await webhook("identity-verification.needs-documentary-evidence", id);
    await call("POST", `${base}/evidence`, { body: { documentType: "PASSPORT", frontImage: JPEG } });
    await waitFor(() => receiver.ofType("identity-verification.success", id).length === 2);
  });

  it("close-account: scoped, version-gated, validated", async () => {
    const { id } = await employeeWithSsn("231-54-8765");
    const stranger = apiClient(server.baseUrl, await createTenant());
    expect((await stranger("POST", "/v1/integration/close-account", { body: { employee_id: id } })).status).toBe(404);
    const old = await call("POST", "/v1/integration/close-account", {
      body: { employee_id: id },
      headers: { "api-version": "2021-08-10" },
    });
    expect(old.body.code).toBe("endpoint_requires_newer_version");
    expect((await call("POST", "/v1/integration/close-account", { body: {} })).status).toBe(422);
  });
});
