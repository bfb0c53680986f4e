// @module-tag embedded-db — also on PGlite: the partner contract's answers (issue 44), which the sandbox gives on the embedded database too.
import { describe, expect, it } from "vitest";

import { employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// Where the API reference and the API used to disagree (issue 44), held on both databases.

const { tenant, call } = httpHarness();

type Employee = Record<string, unknown> & { id: string; updatedAt: string };
type Problem = { code: string; detail: string; errors: Array<{ path: string; code: string; message: string }> };

describe("JSON Patch on a field the service sets", () => {
  it("answers read_only for each, naming the writable paths, and changes nothing", async () => {
    const created = await call<Employee>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody(),
    });
    expect(created.status, created.text).toBe(201);
    const path = `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
    const refused = await call<Problem>("PATCH", path, {
      rawBody: JSON.stringify([
        { op: "replace", path: "/phoneNumber", value: "+14155550199" },
        { op: "replace", path: "/id", value: "empl_other" },
        { op: "replace", path: "/employerId", value: "empr_other" },
        { op: "replace", path: "/onboarding_status", value: "VERIFIED" },
        { op: "replace", path: "/ssnLastFour", value: "0000" },
      ]),
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.code).toBe("validation_failed");
    expect(refused.body.errors.map(({ path: field, code }) => [field, code])).toEqual([
      ["/id", "read_only"],
      ["/employerId", "read_only"],
      ["/ssnLastFour", "read_only"],
      ["/onboarding_status", "read_only"],
    ]);
    expect(refused.body.detail).toContain("The paths a patch can write: /externalId, /firstName, /lastName, /email");
    expect(refused.body.detail).toContain("/ssn");
    const after = await call<Employee>("GET", path);
    expect(after.body).toEqual(created.body);
  });

  it("still answers path_not_found for a path the document does not have", async () => {
    const created = await call<Employee>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody(),
    });
    const refused = await call<Problem>("PATCH", `/api/employers/${tenant.employerId}/employees/${created.body.id}`, {
      rawBody: JSON.stringify([{ op: "replace", path: "/nickname", value: "Sam" }]),
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: "/nickname", code: "path_not_found" })]);
  });
});

describe("Idempotency-Key compares the request as parsed", () => {
  it("replays the first answer to the same JSON in another key order and spacing; another value is 422", async () => {
    const key = `contract-${crypto.randomUUID()}`;
    const body = employeeBody();
    const url = `/api/employers/${tenant.employerId}/employees`;
    const headers = { "idempotency-key": key, "content-type": "application/json" };
    const first = await call<Employee>("POST", url, { rawBody: JSON.stringify(body), headers });
    expect(first.status, first.text).toBe(201);

    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await call<Employee>("POST", url, { rawBody: JSON.stringify(reordered, null, 2), headers });
    expect(again.status, again.text).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.id).toBe(first.body.id);

    const changed = await call<Problem>("POST", url, {
      rawBody: JSON.stringify({ ...reordered, firstName: `${String(body.firstName)}x` }),
      headers,
    });
    expect(changed.status, changed.text).toBe(422);
    expect(changed.body.code).toBe("idempotency_key_reused");
    const listed = await call<{ data: Employee[] }>("GET", `${url}?limit=100`);
    expect(listed.body.data.filter((employee) => employee.id === first.body.id)).toHaveLength(1);
  });
});

describe("the client's pinned API version", () => {
  type Client = { id: string; object: string; name: string; pinnedApiVersion: string };

  it("is readable and changeable by the client, takes effect on its next request, and refuses an unknown version", async () => {
    const read = await call<Client>("GET", "/api/client");
    expect(read.status, read.text).toBe(200);
    expect(read.body).toMatchObject({ id: tenant.clientId, object: "api_client", pinnedApiVersion: "2026-11-21" });

    const pinned = await call<Client>("POST", "/api/client/api-version", { body: { apiVersion: "2024-01-16" } });
    expect(pinned.status, pinned.text).toBe(200);
    expect(pinned.body.pinnedApiVersion).toBe("2024-01-16");
    const next = await call("GET", "/api/employers");
    expect(next.headers.get("api-version")).toBe("2024-01-16");

    const refused = await call<Problem>("POST", "/api/client/api-version", { body: { apiVersion: "2099-01-01" } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((error) => error.path)).toEqual(["/apiVersion"]);
    expect((await call<Client>("GET", "/api/client")).body.pinnedApiVersion).toBe("2024-01-16");

    // The old name of 2026-11-21 pins 2026-11-21: back where the client started.
    const back = await call<Client>("POST", "/api/client/api-version", { body: { apiVersion: "2027-01-01" } });
    expect(back.body.pinnedApiVersion).toBe("2026-11-21");
    expect((await call("GET", "/api/employers")).headers.get("api-version")).toBe("2026-11-21");
  });
});
