import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { basicAuth, type DemoEmployer } from "../fixtures/demo";
import {
  adminQuery,
  eventually,
  postgresAnswers,
  postgresServerUrl,
  ready,
  startMember,
  type Member,
} from "../support/cluster";
import { APPS, ROOT } from "../support/servers";
import { DEFAULT_ADDRESS, newHireFields, randomSsn } from "../support/test-data";

// Issue 13, "many instances": two app instances and two workers started at the same moment on an
// empty PostgreSQL database all come up (migrations under an advisory lock, the demo seed once);
// under load one of each is killed with SIGKILL; every employee still ends with exactly one card,
// every webhook is delivered, the killed ones come back, and a SIGTERM stops each gracefully.

const EMPLOYEES = 24;
const CONCURRENCY = 8;
const APP_PORTS = [APPS.sandbox.port + 20, APPS.sandbox.port + 21];

test.describe.configure({ mode: "serial", timeout: 300_000 });

let database: string;
const members: Member[] = [];
// Shared by every instance, as in any deployment: each would otherwise generate its own into its
// data directory and could not read what another encrypted.
const SHARED_SECRETS = {
  DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  SESSION_SECRET: randomBytes(32).toString("base64url"),
};

test.beforeAll(async () => {
  test.skip(
    !(await postgresAnswers()),
    `PostgreSQL does not answer at ${new URL(postgresServerUrl()).host}: the deployment test needs it`,
  );
  database = `deploy_${randomBytes(4).toString("hex")}`;
  await adminQuery(`create database ${database}`);
});

test.afterAll(async () => {
  for (const member of members)
    if (member.process.exitCode === null && member.process.signalCode === null) member.process.kill("SIGKILL");
  await Promise.all(members.map((member) => member.exited));
  if (database) await adminQuery(`drop database if exists ${database} with (force)`);
});

function clusterEnv(): Record<string, string> {
  const url = new URL(postgresServerUrl());
  url.pathname = `/${database}`;
  return {
    DATABASE_URL: url.toString(),
    ...SHARED_SECRETS,
    APP_ENV: "sandbox",
    BACKGROUND_WORKER: "off",
    LOG_LEVEL: "warn",
    // A killed worker's claims are taken over once their lease ends: short here, so the test
    // does not wait out the production default.
    WORKER_LEASE_SECONDS: "15",
    WORKER_POLL_MS: "100",
    // The load comes from one partner client polling; the per-client rate is not what is tested here.
    RATE_LIMIT_PARTNER_API: "999999/1m",
  };
}

const start = (name: string, kind: "app" | "worker", port?: number) => {
  // Workers log at info: their "background worker started" line is how the test sees them up.
  const own: Record<string, string> =
    kind === "app" ? { PUBLIC_BASE_URL: `http://127.0.0.1:${port}` } : { LOG_LEVEL: "info" };
  const member = startMember({ name, kind, port, env: { ...clusterEnv(), ...own } });
  members.push(member);
  return member;
};

/** Round-robin over the app instances, as a load balancer would: a dead one is skipped. */
function loadBalancer(employer: DemoEmployer, alive: () => number[]) {
  let next = 0;
  return async function send(
    method: string,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ports = alive();
      const port = ports[next++ % ports.length]!;
      try {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          method,
          headers: {
            authorization: basicAuth(employer),
            ...(body === undefined ? {} : { "content-type": "application/json" }),
            ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
        // The first attempt of this key died with its instance: the key frees itself, retry.
        if (response.status === 409 && parsed.code === "idempotency_request_in_progress" && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          continue;
        }
        return { status: response.status, body: parsed };
      } catch (error) {
        // The instance died under this request: a retry with the same key is safe.
        if (Date.now() > deadline) throw error;
      }
    }
  };
}

async function startReceiver() {
  const ids = new Set<string>();
  const server = http.createServer((req, res) => {
    const id = req.headers["webhook-id"];
    req.resume().on("end", () => {
      if (typeof id === "string") ids.add(id);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    ids,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test("two apps and two workers start together on an empty database, survive SIGKILL under load and stop gracefully", async () => {
  // All four at the same moment, on a database with no tables.
  const [app1, app2, worker1, worker2] = [
    start("app1", "app", APP_PORTS[0]),
    start("app2", "app", APP_PORTS[1]),
    start("worker1", "worker"),
    start("worker2", "worker"),
  ];
  await Promise.all([app1, app2, worker1, worker2].map((member) => ready(member!)));

  const [employers] = await adminQuery<{ count: string }>("select count(*) from employers", database);
  expect(Number(employers?.count), "the demo seed ran once").toBe(2);
  const seededBy = [app1!, app2!].filter((app) => app.log().includes("Demo data seeded"));
  expect(seededBy.length, "exactly one instance seeded").toBe(1);
  const demo = JSON.parse(fs.readFileSync(path.join(ROOT, seededBy[0]!.dataDir, "demo.json"), "utf8")) as {
    employers: DemoEmployer[];
  };
  const acme = demo.employers[0]!;

  let alivePorts = [...APP_PORTS];
  const send = loadBalancer(acme, () => alivePorts);
  const receiver = await startReceiver();
  const endpoint = await send("POST", "/api/webhook-endpoints", { url: receiver.url, events: ["*"] }, randomUUID());
  expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);

  const schedule = acme.payrollSchedules.find((s) => s.active)!;
  let created = 0;
  let killed: Promise<void> | undefined;
  const onboardAndIssue = async () => {
    const employee = await send(
      "POST",
      `/api/employers/${acme.id}/employees`,
      {
        ...newHireFields(),
        payrollScheduleId: schedule.id,
        birthDate: "1990-04-23",
        ssn: randomSsn(),
        phoneNumber: "+14155552671",
        address: DEFAULT_ADDRESS,
      },
      randomUUID(),
    );
    expect(employee.status, JSON.stringify(employee.body)).toBe(201);
    const base = `/api/employers/${acme.id}/employees/${String(employee.body.id)}`;
    // Under load, a third of the way in: one app instance and one worker die without warning.
    if (++created === Math.ceil(EMPLOYEES / 3)) {
      killed = (async () => {
        alivePorts = [APP_PORTS[1]!];
        app1!.process.kill("SIGKILL");
        worker1!.process.kill("SIGKILL");
        expect(await app1!.exited).toBe("SIGKILL");
        expect(await worker1!.exited).toBe("SIGKILL");
      })();
    }
    const agreements = await send("GET", `${base}/agreements`);
    for (const agreement of (agreements.body.data as Array<{ id: string; tag: string; required: boolean }>).filter(
      (a) => a.required,
    )) {
      const accepted = await send(
        "POST",
        `${base}/agreements/${agreement.id}`,
        { agreementTag: agreement.tag, acceptedAt: new Date().toISOString() },
        randomUUID(),
      );
      expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
    }
    const atr = await send(
      "POST",
      `${base}/atr`,
      { annualIncome: 5_200_000, monthlyObligations: 150_000 },
      randomUUID(),
    );
    expect(atr.status, JSON.stringify(atr.body)).toBeLessThan(300);
    const initiated = await send("POST", `${base}/identity-verification/initiate`, undefined, randomUUID());
    expect(initiated.status, JSON.stringify(initiated.body)).toBe(202);
    await eventually(
      `identity of ${base} verified by a worker`,
      async () => (await send("GET", base)).body.onboarding_status === "VERIFIED",
      90_000,
    );
    // Three concurrent card requests, with different keys, through both instances: one card.
    const attempts = await Promise.all(
      [0, 1, 2].map(() => send("POST", `${base}/cards?cardType=virtual`, undefined, randomUUID())),
    );
    expect(
      attempts.filter((a) => a.status === 201),
      JSON.stringify(attempts),
    ).toHaveLength(1);
    for (const attempt of attempts.filter((a) => a.status !== 201))
      expect(attempt.body.code, JSON.stringify(attempt.body)).toBe("card_already_exists");
  };
  const queue = Array.from({ length: EMPLOYEES }, () => onboardAndIssue);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
  await killed;

  // Every instance up: the killed ones restart on the now-migrated database and take traffic.
  const [app1Again, worker1Again] = [start("app1-again", "app", APP_PORTS[0]), start("worker1-again", "worker")];
  await Promise.all([ready(app1Again), ready(worker1Again)]);
  alivePorts = [...APP_PORTS];

  const cards = await adminQuery<{ employee_id: string; count: string }>(
    `select employee_id, count(*) from cards where employer_id = '${acme.id}' group by employee_id`,
    database,
  );
  expect(cards, "one card per employee").toHaveLength(EMPLOYEES);
  expect(cards.every((row) => Number(row.count) === 1)).toBe(true);

  // Every webhook delivered, including those a killed worker had claimed when it died.
  const deliveries = await eventually(
    "every delivery succeeded",
    async () => {
      const rows = await adminQuery<{ id: string; status: string }>(
        `select id, status from webhook_deliveries`,
        database,
      );
      return rows.every((row) => row.status === "succeeded") && rows;
    },
    90_000,
  );
  expect(deliveries.length).toBeGreaterThan(EMPLOYEES * 5);
  expect(deliveries.filter((row) => !receiver.ids.has(row.id))).toEqual([]);
  await receiver.close();

  // SIGTERM: each finishes what it has in flight and exits 0.
  const running = [app2!, worker2!, app1Again, worker1Again];
  for (const member of running) member.process.kill("SIGTERM");
  expect(await Promise.all(running.map((member) => member.exited))).toEqual([0, 0, 0, 0]);
});
