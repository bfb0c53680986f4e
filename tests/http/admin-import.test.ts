import { beforeAll, describe, expect, it } from "vitest";

import { signInAdmin } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { server, tenant } = httpHarness();
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  admin = await signInAdmin(server.baseUrl, tenant);
});

const HEADER =
  "Employee ID,First Name,Last Name,Email,Employed,Eligible,Payroll Schedule,Birth Date,Address 1,Address 2,City,State,ZIP Code,SSN";

async function upload(csv: string) {
  const created = await admin.call<{ id: string }>("POST", "/api/admin/imports", { fileName: "eligibility.csv" });
  expect(created.status).toBe(201);
  const response = await fetch(`${server.baseUrl}/api/admin/imports/${created.body.id}/file`, {
    method: "PUT",
    headers: {
      cookie: `bo_session=${admin.cookie}`,
      "x-csrf-token": (await session()).csrfToken,
      "content-type": "text/csv",
    },
    body: csv,
  });
  return { id: created.body.id, status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const session = async () => (await admin.call<{ csrfToken: string }>("GET", "/api/admin/session")).body;

type Row = { id: string; externalId: string; firstName: string; unmet: string[] };

describe("eligibility file import", () => {
  it("creates, then upserts by Employee ID, and reports rejected rows without their values", async () => {
    const s = tenant.activeScheduleId;
    const first = [
      HEADER,
      `E-1,Ada,Lovelace,ada.imp@example.com,yes,yes,${s},1990-04-23,1 Main St,,Austin,TX,73301,231-54-8765`,
      `E-2,Bob,Builder,bob.imp@example.com,true,false,${s},1985-01-02,2 Elm St,Apt 3,Boise,ID,83702,`,
      `E-3,Cy,Bad,cy.imp@example.com,yes,yes,${s},1990-02-30,PO Box 7,,Austin,TX,7330,912-34-5678`,
      `E-1,Dup,Row,dup@example.com,yes,yes,${s},1990-01-01,,,,,,`,
      `E-4,Di,Maybe,di.imp@example.com,perhaps,yes,999999,,,,,,,`,
    ].join("\n");
    const result = await upload(first);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: "completed", rowsRead: 5, created: 2, updated: 0, rejected: 3 });
    const report = await admin.call("GET", `/api/admin/imports/${result.id}/errors`);
    const lines = report.text.trim().split("\n");
    expect(lines[0]).toBe("Line,Employee ID,Column,Code,Reason");
    expect(report.text).toMatch(/^4,E-3,Birth Date,date_invalid,/m);
    expect(report.text).toMatch(/^4,E-3,Address 1,address_po_box,/m);
    expect(report.text).toMatch(/^4,E-3,SSN,ssn_starts_with_9,/m);
    // The Employee ID is the problem here: not repeated.
    expect(report.text).toMatch(/^5,,Employee ID,duplicate_in_file,/m);
    expect(report.text).toMatch(/^6,E-4,Employed,invalid_value,/m);
    expect(report.text).toMatch(/^6,E-4,Payroll Schedule,payroll_schedule_not_found,/m);
    expect(report.text).not.toMatch(/912-?34-?5678|1990-02-30|PO Box 7/);

    const second = await upload(
      [HEADER, `E-2,Robert,Builder,bob.imp@example.com,true,true,${s},1985-01-02,2 Elm St,Apt 3,Boise,ID,83702,`].join(
        "\n",
      ),
    );
    expect(second.body).toMatchObject({ created: 0, updated: 1, rejected: 0 });
    const table = await admin.call<{ data: Row[] }>("GET", "/api/admin/employees?q=builder");
    expect(table.body.data.map((r) => [r.externalId, r.firstName])).toEqual([["E-2", "Robert"]]);
  });

  it("rejects an Employee ID repeated thousands of rows later (another chunk), and keeps no record of IDs after", async () => {
    const s = tenant.activeScheduleId;
    const rows = Array.from(
      { length: 2_100 },
      (_, i) => `C-${i},Ann,Chunk${i},chunk.${i}@example.com,yes,yes,${s},1990-04-23,1 Main St,,Austin,TX,73301,`,
    );
    // Line 2,102: the first person's ID again, in the second chunk of 2,000; line 2,103 repeats it within that chunk too.
    rows.push(`C-0,Again,Repeated,again@example.com,yes,yes,${s},1990-04-23,,,,,,`);
    rows.push(`C-0,Third,Time,third@example.com,yes,yes,${s},1990-04-23,,,,,,`);
    const result = await upload([HEADER, ...rows].join("\n"));
    expect(result.body).toMatchObject({ status: "completed", rowsRead: 2_102, created: 2_100, rejected: 2 });
    const report = await admin.call("GET", `/api/admin/imports/${result.id}/errors`);
    expect(report.text).toMatch(/^2102,,Employee ID,duplicate_in_file,/m);
    expect(report.text).toMatch(/^2103,,Employee ID,duplicate_in_file,/m);
    const { getDb } = await import("@/db/client");
    const { employeeImportSeenIds } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    const left = await (
      await getDb()
    )
      .select()
      .from(employeeImportSeenIds)
      .where(eq(employeeImportSeenIds.importId, result.id));
    expect(left).toEqual([]);
  });

  it("refuses a file without the required columns, and non-CSV uploads", async () => {
    const missing = await upload("Name,Email\nA,a@example.com");
    expect(missing.body).toMatchObject({ status: "failed" });
    expect(String(missing.body.failure)).toMatch(/Employee ID/);
    const created = await admin.call<{ id: string }>("POST", "/api/admin/imports", { fileName: "x.json" });
    const wrong = await fetch(`${server.baseUrl}/api/admin/imports/${created.body.id}/file`, {
      method: "PUT",
      headers: {
        cookie: `bo_session=${admin.cookie}`,
        "x-csrf-token": (await session()).csrfToken,
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(wrong.status).toBe(415);
  });
});
