import { beforeAll, describe, expect, it } from "vitest";

import { JPEG } from "../support/evidence-images";
import {
  createTenantAgreement,
  employeeBody,
  issuedSsnIn,
  ownSsnOf,
  signInEmployee,
  type PortalCaller,
} from "../support/fixtures";
import { waitFor } from "../support/webhook-receiver";
import { httpHarness } from "../support/http-harness";

// Hard stops (docs/onboarding.md#hard-stops) hold on the server, for the partner API and for the
// portal (the same endpoints with the employee's session): each stop × each action it refuses × each
// door answers 409 with the stop's code and changes nothing; what a stop allows still works.

const { server, tenant, call } = httpHarness({ worker: true });
let agreement: { agreementId: string; tag: string };

const PASSING_ATR = { annualIncome: 5_200_000, monthlyObligations: 150_000 };
const FAILING_ATR = { annualIncome: 4_255_823, monthlyObligations: 150_000 };

beforeAll(async () => {
  agreement = await createTenantAgreement(tenant);
});

type Door = "partner" | "portal";
type Caller = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown; text: string }>;

async function doorFor(door: Door, base: string): Promise<Caller> {
  if (door === "partner") return (method, path, body) => call(method, path, body === undefined ? {} : { body });
  const portal: PortalCaller = await signInEmployee(server.baseUrl, call, base);
  return (method, path, body) => portal(method, path, body);
}

async function createEmployee(overrides: Record<string, unknown> = {}) {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ payrollScheduleId: tenant.activeScheduleId, ...overrides, ...ownSsnOf(overrides) }),
  });
  expect(created.status, created.text).toBe(201);
  return `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
}

const statusOf = async (base: string) =>
  (await call<{ onboarding_status: string }>("GET", base)).body.onboarding_status;
const settled = (base: string, status: string) => waitFor(async () => (await statusOf(base)) === status, 15_000);

const accept = (caller: Caller, base: string) =>
  caller("POST", `${base}/agreements/${agreement.agreementId}`, {
    agreementTag: agreement.tag,
    acceptedAt: new Date().toISOString(),
  });

/** Everything an action could write, read back: equal before and after a refusal. */
async function written(base: string) {
  const [employee, verification, agreements, atr, cards, status] = await Promise.all(
    ["", "/identity-verification", "/agreements", "/atr", "/cards", "/onboarding/status"].map(
      async (path) => (await call("GET", `${base}${path}`)).body,
    ),
  );
  const { evaluatedAt: _evaluatedAt, ...requirements } = status as Record<string, unknown>;
  return { employee, verification, agreements, atr, cards, requirements };
}

const ACTIONS = {
  "identity verification (initiate)": (caller: Caller, base: string) =>
    caller("POST", `${base}/identity-verification/initiate`),
  "identity verification (evidence)": (caller: Caller, base: string) =>
    caller("POST", `${base}/evidence`, { documentType: "PASSPORT", frontImage: JPEG }),
  "agreement acceptance": accept,
  ATR: (caller: Caller, base: string) => caller("POST", `${base}/atr`, PASSING_ATR),
  "a repayment method (client secret)": (caller: Caller, base: string) =>
    caller("GET", `${base}/payment-methods/stripe/client-secret`),
  "a repayment method (attach)": (caller: Caller, base: string) =>
    caller("POST", `${base}/payment-methods/stripe`, { setupIntentId: "seti_1Q2w3E4r5T6y" }),
  "card creation": (caller: Caller, base: string) => caller("POST", `${base}/cards?cardType=virtual`),
} as const;
type Action = keyof typeof ACTIONS;

/** The person under each stop, reached through the API as a partner would. */
const SETUPS = {
  /** Born in 2013: everything else about them is complete. */
  under_18: async () => createEmployee({ birthDate: "2013-05-01" }),
  /** Documents asked for (SSN ending 3333), sent, and the review failed. */
  identity_failed: async () => {
    const base = await createEmployee({ ssn: "231-54-3333" });
    expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
    await settled(base, "NEEDS_EXPANDED_VERIFICATION");
    expect(
      (await call("POST", `${base}/evidence`, { body: { documentType: "PASSPORT", frontImage: JPEG } })).status,
    ).toBe(202);
    await settled(base, "FAILED");
    return base;
  },
  /** Verified, agreements accepted, and the income answer declined. */
  credit_declined: async () => {
    const base = await createEmployee();
    expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
    await settled(base, "VERIFIED");
    expect((await accept((m, p, b) => call(m, p, { body: b }), base)).status).toBe(200);
    const atr = await call<{ status: string }>("POST", `${base}/atr`, { body: FAILING_ATR });
    expect(atr.body.status).toBe("Failed ATR");
    return base;
  },
} as const;

// Every step after the stop's own requirement, a new identity check on the same data included.
const EVERY_LATER_STEP: Action[] = [
  "identity verification (initiate)",
  "identity verification (evidence)",
  "agreement acceptance",
  "ATR",
  "a repayment method (client secret)",
  "a repayment method (attach)",
  "card creation",
];

const REFUSED: Record<keyof typeof SETUPS, { code: string; requirement: string; actions: Action[] }> = {
  under_18: {
    code: "hard_stop_under_18",
    requirement: "over_18",
    actions: EVERY_LATER_STEP,
  },
  identity_failed: {
    code: "hard_stop_identity_failed",
    requirement: "identity_verification",
    actions: EVERY_LATER_STEP,
  },
  credit_declined: {
    code: "hard_stop_credit_declined",
    requirement: "atr",
    actions: ["a repayment method (client secret)", "a repayment method (attach)", "card creation"],
  },
};

describe.each(Object.keys(SETUPS) as Array<keyof typeof SETUPS>)("hard stop %s", (stop) => {
  let base: string;
  beforeAll(async () => {
    base = await SETUPS[stop]();
  });

  describe.each(["partner", "portal"] as const)("through the %s door", (door) => {
    it.each(REFUSED[stop].actions)("refuses %s with 409, naming the stop, and writes nothing", async (action) => {
      const caller = await doorFor(door, base);
      const before = await written(base);
      const refused = await ACTIONS[action](caller, base);
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body).toMatchObject({
        code: REFUSED[stop].code,
        hardStop: stop,
        requirement: REFUSED[stop].requirement,
      });
      expect(refused.text).not.toMatch(/231-?54-?\d{4}/);
      expect(issuedSsnIn(refused.text)).toBeUndefined();
      expect(await written(base)).toEqual(before);
    });
  });
});

/** A JSON Patch replacing one field of the employee, as a partner sends it. */
const replaceField = (base: string, path: string, value: string) =>
  call("PATCH", base, {
    body: [{ op: "replace", path, value }],
    headers: { "content-type": "application/json-patch+json" },
  });

describe("what a hard stop allows", () => {
  it("under 18: reading the status and correcting a mistyped birth date work, and the correction lifts the stop", async () => {
    const base = await createEmployee({ birthDate: "2013-05-01" });
    const status = await call<{ requirements: Array<{ key: string; code: string | null }> }>(
      "GET",
      `${base}/onboarding/status`,
    );
    expect(status.body.requirements.find((r) => r.key === "over_18")?.code).toBe("under_18");
    const fixed = await replaceField(base, "/birthDate", "1993-05-01");
    expect(fixed.status, fixed.text).toBe(200);
    expect((await call("POST", `${base}/identity-verification/initiate`)).status).toBe(202);
    expect((await accept((m, p, b) => call(m, p, { body: b }), base)).status).toBe(200);
  });

  it("identity failed for good: correcting the last name starts a new check at once, and that lifts the stop", async () => {
    const base = await SETUPS.identity_failed();
    const fixed = await replaceField(base, "/lastName", "Corrected");
    expect(fixed.status, fixed.text).toBe(200);
    // The sandbox asks for documents again for this SSN: the stop no longer holds.
    await settled(base, "NEEDS_EXPANDED_VERIFICATION");
    const status = await call<{ requirements: Array<{ key: string; code: string | null }> }>(
      "GET",
      `${base}/onboarding/status`,
    );
    expect(status.body.requirements.find((r) => r.key === "identity_verification")?.code).not.toBe(
      "identity_verification_failed",
    );
  });

  it("identity failed for good: a new phone number is no correction, and the stop holds", async () => {
    const base = await SETUPS.identity_failed();
    const changed = await replaceField(base, "/phoneNumber", "+14155550177");
    expect(changed.status, changed.text).toBe(200);
    const again = await call<{ code: string }>("POST", `${base}/identity-verification/initiate`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("hard_stop_identity_failed");
  });

  it("the holder of a live card may still save a repayment method, whatever stop holds later", async () => {
    const base = await SETUPS.credit_declined();
    expect((await call("POST", `${base}/atr`, { body: PASSING_ATR })).status).toBe(201);
    expect((await call("POST", `${base}/cards?cardType=virtual`)).status).toBe(201);
    // A birth date corrected to a minor's: a hard stop that refuses a repayment method to anyone without a card.
    expect((await replaceField(base, "/birthDate", "2013-05-01")).status).toBe(200);
    const secret = await call<{ clientSecret: string }>("GET", `${base}/payment-methods/stripe/client-secret`);
    expect(secret.status, secret.text).toBe(200);
    expect(secret.body.clientSecret).toMatch(/^seti_/);
  });

  it("credit declined: a new income answer is taken, and once it passes the card follows", async () => {
    const base = await SETUPS.credit_declined();
    const again = await call<{ status: string }>("POST", `${base}/atr`, { body: PASSING_ATR });
    expect(again.status).toBe(201);
    expect(again.body.status).toBe("Passed ATR");
    const card = await call("POST", `${base}/cards?cardType=virtual`);
    expect(card.status, card.text).toBe(201);
  });

  it("what HR can fix is not a hard stop: a person not yet confirmed as employed goes on with their own steps", async () => {
    const base = await createEmployee({ isEmployed: false, isEligible: null });
    const portal = await doorFor("portal", base);
    expect((await ACTIONS["identity verification (initiate)"](portal, base)).status).toBe(202);
    await settled(base, "VERIFIED");
    expect((await accept(portal, base)).status).toBe(200);
    expect((await ACTIONS.ATR(portal, base)).status).toBe(201);
    // Only the card waits for every requirement, and says which.
    const card = await ACTIONS["card creation"](portal, base);
    expect(card.status).toBe(400);
    expect(card.body).toMatchObject({ code: "onboarding_incomplete" });
  });
});
