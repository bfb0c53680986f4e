import { spawn } from "node:child_process";
import { createCipheriv } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import {
  accounts,
  accountTotp,
  adminUsers,
  employeeImportRows,
  employeeImports,
  employees,
  erasureRecords,
  employerSso,
  identityEvidence,
  sftpFileChunks,
  sftpFiles,
} from "@/db/schema";
import { decrypt, encrypt, encryptBytes, keyedHash, openBytes, sealBytes } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { resetEnvCache } from "@/lib/env";
import { createId } from "@/lib/ids";
import { keyIdsInUse, rotateDataKeys, SEALED_COLUMNS, valuesNotUnderCurrentKey } from "@/lib/jobs/rotate-data-keys";

import { commandArgs } from "../support/commands";
import { employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// Rotating the data key while the app serves (issue 27 item 4): every sealed column, on both
// databases. Values are planted under key a — one of each kind, and one sealed before key ids (v1) —
// then the ring moves to b while employees keep being written, a run is stopped mid-way and run again,
// and finally a is removed and everything is read.

const key = (fill: number) => Buffer.alloc(32, fill).toString("base64");
const A = key(11);
const B = key(12);
const C = key(13);
const SSN = "231548765";

function useRing(keys: string) {
  process.env.DATA_ENCRYPTION_KEYS = keys;
  process.env.DATA_HASH_KEY = A;
  resetEnvCache();
}

let digestBefore: string;
let legacyEmployeeId: string;

beforeAll(() => {
  useRing(`*a=${A}`);
  digestBefore = keyedHash("eligibility-file").update("E-1").digest("hex");
});
afterAll(() => {
  delete process.env.DATA_ENCRYPTION_KEYS;
  delete process.env.DATA_HASH_KEY;
  resetEnvCache();
});
const { tenant, call } = httpHarness();
beforeAll(() => plantOneOfEach());

async function createEmployee(): Promise<string> {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }),
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}

/** A value as the code before key ids sealed it: `v1:` with no key id. */
function sealedV1(plaintext: string, context: string, base64Key: string): string {
  const iv = Buffer.alloc(12, 3);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(base64Key, "base64"), iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), body.toString("base64")].join(":");
}

/** Through the API where it writes the column, by hand where only a long journey would. */
async function plantOneOfEach() {
  const db = await getDb();
  const employeeId = await createEmployee();
  // A queued identity check seals its subject (no worker runs here, so it stays queued).
  const initiated = await call(
    "POST",
    `/api/employers/${tenant.employerId}/employees/${employeeId}/identity-verification/initiate`,
  );
  expect(initiated.status, initiated.text).toBe(202);
  legacyEmployeeId = await createEmployee();
  await db.execute(
    sql`update employees set ssn_encrypted = ${sealedV1(SSN, sealingContexts.employeeSsn(legacyEmployeeId), A)} where id = ${legacyEmployeeId}`,
  );
  const endpoint = await call<{ id: string }>("POST", "/api/webhook-endpoints", {
    body: { url: "http://127.0.0.1:9/hook", events: ["*"] },
    headers: { "idempotency-key": `rotation-${Date.now()}` },
  });
  expect(endpoint.status, endpoint.text).toBe(201);
  expect((await call("POST", `/api/webhook-endpoints/${endpoint.body.id}/rotate-secret`)).status).toBe(200);

  const evidenceId = createId("doc");
  await db.insert(identityEvidence).values({
    id: evidenceId,
    employerId: tenant.employerId,
    employeeId,
    documentType: "drivers_license",
    frontEncrypted: encryptBytes(Buffer.from("front image"), sealingContexts.identityImage(evidenceId, "front")),
    frontMimeType: "image/png",
    frontBytes: 11,
    backEncrypted: encryptBytes(Buffer.from("back image"), sealingContexts.identityImage(evidenceId, "back")),
    backMimeType: "image/png",
    backBytes: 10,
  });
  const adminId = createId("adm");
  await db.insert(accounts).values({ id: adminId, realm: "hr", email: `${adminId}@example.com`, name: "HR" });
  await db.insert(adminUsers).values({ id: adminId, employerId: tenant.employerId });
  await db
    .insert(accountTotp)
    .values({ accountId: adminId, secretEncrypted: encrypt("JBSWY3DPEHPK3PXP", sealingContexts.accountTotp(adminId)) });
  await db.insert(employerSso).values({
    employerId: tenant.employerId,
    enabled: false,
    issuer: "https://idp.example.com",
    clientId: "client",
    clientSecretEncrypted: encrypt("sso-secret", sealingContexts.ssoClientSecret(tenant.employerId)),
    allowedDomains: ["example.com"],
    roleClaim: "role",
    roleMapping: {},
    required: false,
  });
  const importId = createId("imp");
  await db.insert(employeeImports).values({ id: importId, employerId: tenant.employerId, createdBy: "test" });
  await db.insert(employeeImportRows).values({
    importId,
    line: 2,
    externalId: "E-1",
    sealed: encrypt(`{"ssn":"${SSN}"}`, sealingContexts.importRow(importId, 2)),
  });
  const recordId = createId("ers");
  await db.insert(erasureRecords).values({
    id: recordId,
    employerId: tenant.employerId,
    employeeId: "empl_erased",
    kind: "customer_identification",
    record: {},
    sealed: encrypt(`{"ssn":"${SSN}"}`, sealingContexts.erasureRecord(recordId)),
    erasedAt: new Date(),
    retainUntil: new Date(Date.now() + 86_400_000),
  });
  const fileId = createId("sfil");
  await db
    .insert(sftpFiles)
    .values({ id: fileId, employerId: tenant.employerId, folder: "inbound", name: "f.csv", state: "complete" });
  await db.insert(sftpFileChunks).values(
    [0, 1].map((seq) => ({
      fileId,
      seq,
      data: sealBytes(Buffer.from(`chunk ${seq},${SSN}`), sealingContexts.sftpChunk(fileId, seq)),
    })),
  );
}

/** Every sealed value of every column, opened with the ring as it is now: throws if one does not open. */
async function openEverything(): Promise<number> {
  const db = await getDb();
  let opened = 0;
  for (const column of SEALED_COLUMNS) {
    const keys = sql.join(
      column.keys.map((name) => sql.identifier(name)),
      sql`, `,
    );
    const rows = await db.execute<Record<string, unknown>>(
      sql`select ${keys}, ${sql.identifier(column.column)} as value from ${sql.identifier(column.table)} where ${sql.identifier(column.column)} is not null`,
    );
    for (const row of rows.rows) {
      if (column.binary) openBytes(Buffer.from(row.value as Uint8Array), column.context(row));
      else if (String(row.value).startsWith("v")) decrypt(String(row.value), column.context(row));
      opened += 1;
    }
  }
  return opened;
}

describe("rotating the data key", () => {
  it("has one value of every sealed column to rotate, under key a", async () => {
    const inUse = await keyIdsInUse(await getDb());
    expect([...inUse.keys()].sort()).toEqual(["", "a"]);
    const counts = await valuesNotUnderCurrentKey(await getDb());
    // Under the ring "*a" only the v1 value is not under the current key.
    expect(counts.filter((entry) => entry.count > 0)).toEqual([{ column: "employees.ssn_encrypted", count: 1 }]);
    for (const column of SEALED_COLUMNS) {
      const result = await (
        await getDb()
      ).execute<{ count: string | number }>(
        sql`select count(*) as count from ${sql.identifier(column.table)} where ${sql.identifier(column.column)} is not null`,
      );
      expect(Number(result.rows[0]!.count), `${column.table}.${column.column}`).toBeGreaterThan(0);
    }
  });

  it("re-seals everything under b while employees keep being written", async () => {
    useRing(`*b=${B},a=${A}`);
    const db = await getDb();
    let writing = true;
    const written: string[] = [];
    const writer = (async () => {
      while (writing) written.push(await createEmployee());
    })();
    const result = await rotateDataKeys(db, { batchSize: 2 });
    writing = false;
    await writer;
    expect(written.length).toBeGreaterThan(0);
    expect(result.done).toBe(true);
    expect(result.keyId).toBe("b");
    expect(
      result.columns.find((column) => column.column === "employees.ssn_encrypted")!.resealed,
    ).toBeGreaterThanOrEqual(2);
    expect(await keyIdsInUse(db)).toEqual(new Map([["b", expect.any(Number)]]));
    // What the app wrote during the run is under b too, and reads.
    const [row] = await db
      .execute<{ ssn_encrypted: string }>(sql`select ssn_encrypted from employees where id = ${written.at(-1)!}`)
      .then((result) => result.rows);
    expect(row!.ssn_encrypted).toMatch(/^v2:b:/);
    expect(decrypt(row!.ssn_encrypted, sealingContexts.employeeSsn(written.at(-1)!))).toBe(SSN);
    // The run is in the platform's own audit chain (no employer): the key and the counts, no value.
    const resealed = result.columns.reduce((sum, column) => sum + column.resealed, 0);
    const audited = await db.execute<{ actor_id: string; details: Record<string, unknown> }>(
      sql`select actor_id, details from audit_queue where action = 'keys.rotated' and employer_id is null
          union all
          select actor_id, details from audit_records where action = 'keys.rotated' and employer_id is null`,
    );
    expect(audited.rows).toContainEqual({
      actor_id: "keys:rotate",
      details: { currentKey: "b", resealed, remaining: 0, unopenable: 0, done: true },
    });
  });

  it("continues where a run stopped, re-sealing nothing twice", async () => {
    useRing(`*c=${C},b=${B}`);
    const db = await getDb();
    const before = (await valuesNotUnderCurrentKey(db)).reduce((sum, entry) => sum + entry.count, 0);
    let batches = 0;
    const crashed = rotateDataKeys(db, {
      batchSize: 2,
      onBatch: () => {
        batches += 1;
        if (batches === 2) throw new Error("killed");
      },
    });
    await expect(crashed).rejects.toThrow("killed");
    const left = (await valuesNotUnderCurrentKey(db)).reduce((sum, entry) => sum + entry.count, 0);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(before);
    const again = await rotateDataKeys(db, { batchSize: 2 });
    expect(again.done).toBe(true);
    expect(again.columns.reduce((sum, column) => sum + column.resealed, 0)).toBe(left);
  });

  it.runIf(process.env.DATABASE_KIND === "postgres")(
    "survives the command being killed mid-way (npm run keys:rotate, SIGKILL), then finishes",
    async () => {
      useRing(`*b=${B},c=${C}`);
      const db = await getDb();
      const child = spawn(
        process.execPath,
        // The compiled command runs in this one process (scripts/run-built.mjs): the SIGKILL ends it.
        commandArgs("keys-rotate", "--batch", "1", "--pause-ms", "300"),
        { env: { ...process.env }, stdio: ["ignore", "pipe", "pipe"] },
      );
      let output = "";
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (/re-sealed/.test(output)) {
            child.kill("SIGKILL");
            resolve();
          }
        });
        child.on("exit", () => reject(new Error(`the command ended before a batch: ${output}`)));
      });
      await new Promise((resolve) => child.once("exit", resolve));
      const inUse = await keyIdsInUse(db);
      expect(inUse.get("b")).toBeGreaterThan(0);
      expect(inUse.get("c")).toBeGreaterThan(0);
      const finished = await rotateDataKeys(db);
      expect(finished.done).toBe(true);
      expect([...(await keyIdsInUse(db)).keys()]).toEqual(["b"]);
      useRing(`*c=${C},b=${B}`);
      expect((await rotateDataKeys(db)).done).toBe(true);
    },
  );

  it("reads everything once the old keys are removed, and fingerprints did not change", async () => {
    useRing(`*c=${C}`);
    expect(await openEverything()).toBeGreaterThanOrEqual(SEALED_COLUMNS.length);
    expect(
      decrypt(
        (
          await (
            await getDb()
          )
            .select({ ssn: employees.ssnEncrypted })
            .from(employees)
            .where(sql`id = ${legacyEmployeeId}`)
        )[0]!.ssn!,
        sealingContexts.employeeSsn(legacyEmployeeId),
      ),
    ).toBe(SSN);
    // The app works on: a new employee, a PATCH that compares the stored SSN, the webhook secret in use.
    const id = await createEmployee();
    const patched = await call("PATCH", `/api/employers/${tenant.employerId}/employees/${id}`, {
      rawBody: JSON.stringify([{ op: "replace", path: "/ssn", value: "231-54-8766" }]),
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(keyedHash("eligibility-file").update("E-1").digest("hex")).toBe(digestBefore);
  });

  it("says which key is missing when a value's key was removed too early", async () => {
    const db = await getDb();
    const id = await createEmployee();
    useRing(`*b=${B}`);
    await expect(openEverything()).rejects.toThrow(
      "The data key c that sealed this value is not in DATA_ENCRYPTION_KEYS",
    );
    const result = await rotateDataKeys(db);
    expect(result.done).toBe(false);
    expect(result.columns.find((column) => column.column === "employees.ssn_encrypted")!.unopenable).toContain(id);
  });
});

describe("every sealed column is known to the rotation", () => {
  it("lists each column named *_encrypted, `sealed` or of type bytea", async () => {
    const db = await getDb();
    const result = await db.execute<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and (column_name like '%\\_encrypted' or column_name = 'sealed' or data_type = 'bytea')`);
    const known = new Set(SEALED_COLUMNS.map((column) => `${column.table}.${column.column}`));
    const found = result.rows
      .map((row) => `${row.table_name}.${row.column_name}`)
      .filter((name) => !name.startsWith("__drizzle"));
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter((name) => !known.has(name))).toEqual([]);
  });
});
