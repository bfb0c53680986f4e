import { randomBytes } from "node:crypto";

import type { Attributes } from "@opentelemetry/api";
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTracing, type Tracing } from "@/lib/telemetry/start-tracing";

import { apiClient, createEmployeeWithCard, signInAdmin, signInEmployee } from "../support/fixtures";
import { waitFor } from "../support/webhook-receiver";
import { httpHarness } from "../support/http-harness";

// Issue 27: no personal data in any span. A whole journey — partner API, identity check, card,
// webhooks, the employee's portal, the HR area — runs with every span kept in memory, and every
// span name, attribute, event and link is searched for the person's data.
const person = {
  firstName: `Quintessa${randomBytes(2).toString("hex")}`,
  lastName: `Vorhaus${randomBytes(2).toString("hex")}`,
  email: `quintessa.${randomBytes(4).toString("hex")}@example.com`,
  birthDate: "1987-11-19",
  ssn: "231-54-8765",
  phoneNumber: "+14155552671",
  address: { line1: "742 Evergreen Terrace", line2: "Apt 9", city: "Springfield", state: "IL", postalCode: "62704" },
};

/** What must never be in a span: each as written, and digit runs also without their separators. */
const NEEDLES = [
  person.firstName,
  person.lastName,
  person.email,
  person.email.split("@")[0]!,
  person.birthDate,
  "19871119",
  person.ssn,
  "231548765",
  "4155552671",
  person.address.line1,
  "Evergreen",
  person.address.city,
  "62704",
].map((needle) => needle.toLowerCase());

type Finding = { span: string; where: string; needle: string };

function findPii(spans: Array<Pick<ReadableSpan, "name" | "attributes" | "events" | "links">>): Finding[] {
  const findings: Finding[] = [];
  const scan = (span: string, where: string, value: unknown) => {
    const text = String(Array.isArray(value) ? value.join(" ") : value).toLowerCase();
    const digits = text.replace(/\D/g, "");
    for (const needle of NEEDLES)
      if (text.includes(needle) || (/^\d{5,}$/.test(needle) && digits.includes(needle)))
        findings.push({ span, where, needle });
  };
  const scanAttributes = (span: string, where: string, attributes: Attributes | undefined) => {
    for (const [key, value] of Object.entries(attributes ?? {})) {
      scan(span, `${where} key ${key}`, key);
      scan(span, `${where} ${key}`, value);
    }
  };
  for (const span of spans) {
    scan(span.name, "name", span.name);
    scanAttributes(span.name, "attribute", span.attributes);
    for (const event of span.events) {
      scan(span.name, "event", event.name);
      scanAttributes(span.name, `event ${event.name}`, event.attributes);
    }
    for (const link of span.links) scanAttributes(span.name, "link", link.attributes);
  }
  return findings;
}

const exporter = new InMemorySpanExporter();
let tracing: Tracing;

beforeAll(() => {
  tracing = startTracing(
    { OTEL_SERVICE_NAME: "benefits-onboarding", OTEL_SDK_DISABLED: "false" },
    new SimpleSpanProcessor(exporter),
  );
});
afterAll(() => tracing.shutdown());
const { server, tenant, receiver } = httpHarness({ worker: true, receiver: true });

describe("span attributes carry no personal data", () => {
  it("finds an SSN, a name or an e-mail put into a span (the scanner works)", () => {
    const planted = [
      { name: "GET /x", attributes: { "user.email": person.email }, events: [], links: [] },
      { name: "select employees", attributes: { "db.statement": "where ssn = '231548765'" }, events: [], links: [] },
      {
        name: "job",
        attributes: {},
        events: [{ name: "exception", attributes: { message: `no ${person.lastName}` }, time: [0, 0] }],
        links: [],
      },
    ] as unknown as ReadableSpan[];
    expect(findPii(planted).map((finding) => finding.needle)).toEqual([
      person.email.toLowerCase(),
      person.email.split("@")[0]!.toLowerCase(),
      "231548765",
      person.lastName.toLowerCase(),
    ]);
  });

  it("through a whole journey: partner API, identity check, card, webhooks, portal and HR area", async () => {
    const call = apiClient(server.baseUrl, tenant);
    const endpoint = await call("POST", "/api/webhook-endpoints", { body: { url: receiver.url, events: ["*"] } });
    expect(endpoint.status).toBe(201);
    const { employeeId, base } = await createEmployeeWithCard<{ id: string }>(call, tenant, "all", {
      overrides: person,
    });
    await waitFor(() => receiver.ofType("card.created", employeeId)[0]);
    // A correction through PATCH, with the data in the body.
    const patched = await call("PATCH", base, {
      body: [{ op: "replace", path: "/phoneNumber", value: person.phoneNumber }],
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(patched.status).toBeLessThan(300);
    // A refused write (the same person again): its problem+json and its span.
    const again = await call("POST", `/api/employers/${tenant.employerId}/employees`, { body: { ...person } });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const portal = await signInEmployee(server.baseUrl, call, base);
    expect((await portal("GET", "/api/portal/session")).status).toBe(200);
    expect((await portal("GET", base)).status).toBe(200);
    const hr = await signInAdmin(server.baseUrl, tenant);
    expect((await hr.call("GET", `/api/admin/employees?q=${encodeURIComponent(person.lastName)}`)).status).toBe(200);
    expect((await hr.call("GET", `/api/admin/employees/${employeeId}`)).status).toBe(200);

    await tracing.flush();
    const spans = exporter.getFinishedSpans();
    const names = new Set(spans.map((span) => span.name));
    // The journey was traced: requests, queries, the worker's check, the card and the deliveries.
    for (const expected of [
      "POST /api/employers/{employerId}/employees",
      "POST /api/employers/{employerId}/employees/{employeeId}/cards",
      "GET /api/admin/employees",
      "identity check",
      "webhook delivery",
      "POST webhook",
      "insert employees",
    ])
      expect(names, [...names].join("\n")).toContain(expected);
    expect(findPii(spans)).toEqual([]);
  });
});
