// @module-tag embedded-db — also on PGlite: each webhook endpoint's own API version (issue 44), which the sandbox gives on the embedded database too.
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { recordEvent } from "@/lib/events/record-event";

import { employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { waitFor } from "../support/webhook-receiver";

// A webhook endpoint has the API version its payloads follow, fixed when it is made (as Stripe's):
// a client's endpoints can stay on an old shape while its requests move on, and the reverse.
const { tenant, call, receiver } = httpHarness({ worker: true, receiver: true });

type Endpoint = { id: string; apiVersion: string | null; events: string[] };
type Problem = { code: string; errors: Array<{ path: string; code: string; message: string }> };

describe("a webhook endpoint's API version", () => {
  it("is the body's, else the request's, names its events as that version does, and shapes what it receives", async () => {
    const old = await call<Endpoint>("POST", "/api/webhook-endpoints", {
      body: { url: `${receiver.url}?old`, events: ["identity-verification.failed"], apiVersion: "2021-08-10" },
    });
    expect(old.status, old.text).toBe(201);
    expect(old.body).toMatchObject({ apiVersion: "2021-08-10", events: ["identity-verification.failed"] });
    const byHeader = await call<Endpoint>("POST", "/api/webhook-endpoints", {
      body: { url: `${receiver.url}?header`, events: ["identity-verification.needs-documentary-evidence"] },
      headers: { "api-version": "2024-01-16" },
    });
    expect(byHeader.status, byHeader.text).toBe(201);
    expect(byHeader.body.apiVersion).toBe("2024-01-16");
    // The name the newest version was first published under is read as it.
    const alias = await call<Endpoint>("POST", "/api/webhook-endpoints", {
      body: { url: `${receiver.url}?alias`, events: ["employee.created"], apiVersion: "2027-01-01" },
    });
    expect(alias.body.apiVersion).toBe("2026-11-21");
    const listed = await call<{ data: Endpoint[] }>("GET", "/api/webhook-endpoints");
    expect(listed.body.data.find((endpoint) => endpoint.id === old.body.id)).toMatchObject({
      apiVersion: "2021-08-10",
      events: ["identity-verification.failed"],
    });

    const employee = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody(),
    });
    expect(employee.status).toBe(201);
    const employeeId = employee.body.id;
    await inTransaction({ db: await getDb() }, (tx) =>
      recordEvent({
        ctx: tx,
        type: "identity-verification.needs-documentary-evidence",
        employerId: tenant.employerId,
        employeeId,
        data: {
          employerId: tenant.employerId,
          employeeId,
          status: "NEEDS_EXPANDED_VERIFICATION",
          checkId: "idv_versiontest",
          stage: "standard",
        },
      }),
    );
    // The 2021-08-10 endpoint subscribed to .failed gets it as .failed with FAILED; the 2024-01-16 one as itself.
    const asOld = await waitFor(() =>
      receiver.received.find((message) => message.url.endsWith("?old") && message.json.data.employeeId === employeeId),
    );
    expect(asOld.json).toMatchObject({
      type: "identity-verification.failed",
      apiVersion: "2021-08-10",
      data: { status: "FAILED" },
    });
    const asNew = await waitFor(() =>
      receiver.received.find(
        (message) => message.url.endsWith("?header") && message.json.data.employeeId === employeeId,
      ),
    );
    expect(asNew.json).toMatchObject({
      type: "identity-verification.needs-documentary-evidence",
      apiVersion: "2024-01-16",
      data: { status: "NEEDS_EXPANDED_VERIFICATION" },
    });
  });

  it("refuses an event type the endpoint's version does not have, and a version that does not exist", async () => {
    const missing = await call<Problem>("POST", "/api/webhook-endpoints", {
      body: {
        url: receiver.url,
        events: ["employee.created", "identity-verification.needs-documentary-evidence"],
        apiVersion: "2021-08-10",
      },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      { path: "/events/1", code: "event_type_unknown", message: "Not an event type of API-Version 2021-08-10." },
    ]);
    const unknown = await call<Problem>("POST", "/api/webhook-endpoints", {
      body: { url: receiver.url, events: ["*"], apiVersion: "2099-01-01" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.map((error) => error.path)).toEqual(["/apiVersion"]);
    const listed = await call<{ data: Endpoint[] }>("GET", "/api/webhook-endpoints");
    expect(listed.body.data.every((endpoint) => endpoint.apiVersion !== "2099-01-01")).toBe(true);
  });
});
