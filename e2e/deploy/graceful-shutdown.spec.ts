import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { basicAuth, type DemoEmployer } from "../fixtures/demo";
import { eventually, killStrays, ready, startMember } from "../support/cluster";
import { APPS, ROOT } from "../support/servers";
import { newHireFields, randomWord } from "../support/test-data";

// Issue 13: a rolling deploy sends SIGTERM. The instance stops taking new work (readiness 503,
// the listener closes), lets the request it is in the middle of finish, lets its in-app worker
// finish the webhook delivery it is in the middle of and record it, then exits 0.

test.describe.configure({ timeout: 120_000 });
test.afterEach(killStrays);

const PORT = APPS.sandbox.port + 23;
const RECEIVER_DELAY_MS = 2_500;

test("SIGTERM finishes the in-flight request and the in-flight delivery, records it, and exits 0", async () => {
  // The embedded database and the in-app worker: the default `npm start` shape.
  const env = {
    APP_ENV: "sandbox",
    BACKGROUND_WORKER: "in-app",
    WORKER_POLL_MS: "100",
    // One delivery at a time to an endpoint, oldest first: after the restart, the next delivery
    // arriving shows that the first was not sent again (it would have gone before it).
    WEBHOOK_ENDPOINT_CONCURRENCY: "1",
    SHUTDOWN_DELAY_MS: "1000",
    PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
    LOG_LEVEL: "info",
    SFTP_PORT: String(PORT + 1),
    SFTP_LISTEN_ADDRESS: "127.0.0.1",
  };
  const app = startMember({ name: "graceful", kind: "app", port: PORT, env });
  await ready(app);
  const employer = (
    JSON.parse(fs.readFileSync(path.join(ROOT, app.dataDir, "demo.json"), "utf8")) as { employers: DemoEmployer[] }
  ).employers[0]!;
  const headers = { authorization: basicAuth(employer), "content-type": "application/json" };

  // A receiver that takes its time over the first delivery: it is in flight when the signal comes.
  const hits: string[] = [];
  let delivering: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => (delivering = resolve));
  let hitArrived: () => void = () => {};
  const receiver = http.createServer((req, res) => {
    hits.push(String(req.headers["webhook-id"]));
    delivering();
    hitArrived();
    req.resume();
    setTimeout(() => res.writeHead(204).end(), hits.length === 1 ? RECEIVER_DELAY_MS : 0);
  });
  const nextHit = () => new Promise<void>((resolve) => (hitArrived = resolve));
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  const endpointResponse = await fetch(`http://127.0.0.1:${PORT}/api/webhook-endpoints`, {
    method: "POST",
    headers: { ...headers, "idempotency-key": randomUUID() },
    body: JSON.stringify({ url: receiverUrl, events: ["employee.created"] }),
  });
  expect(endpointResponse.status).toBe(201);
  const endpoint = (await endpointResponse.json()) as { id: string };
  // A new employee: its employee.created event is what the endpoint receives.
  const createEmployee = () =>
    fetch(`http://127.0.0.1:${PORT}/api/employers/${employer.id}/employees`, {
      method: "POST",
      headers,
      body: JSON.stringify(newHireFields()),
    });
  const created = await createEmployee();
  expect(created.status).toBe(201);
  await inFlight;

  // A request whose body is still to come when the signal comes (a PATCH: its employee.updated
  // event is not one this endpoint receives). It asks to continue first: the server's "100
  // Continue" says it has read the request's head, so the request is in flight, not queued.
  const { id: employeeId } = (await created.json()) as { id: string };
  const patch = JSON.stringify([{ op: "replace", path: "/firstName", value: randomWord() }]);
  const request = http.request(`http://127.0.0.1:${PORT}/api/employers/${employer.id}/employees/${employeeId}`, {
    method: "PATCH",
    headers: {
      authorization: headers.authorization,
      "content-type": "application/json-patch+json",
      "content-length": Buffer.byteLength(patch),
      expect: "100-continue",
    },
  });
  const slowRequest = new Promise<{ status: number }>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0 });
    });
    request.on("error", reject);
  });
  const headRead = new Promise<void>((resolve) => request.once("continue", resolve));
  request.flushHeaders();
  await headRead;

  app.process.kill("SIGTERM");
  // Readiness turns 503 at once, so a load balancer stops sending traffic here.
  await eventually(
    "readiness 503 while draining",
    async () => (await fetch(`http://127.0.0.1:${PORT}/api/ready`)).status === 503,
    900,
  );
  // The body arrives while the instance drains: the request is still answered.
  request.end(patch);
  expect((await slowRequest).status).toBe(200);
  expect(await app.exited).toBe(0);
  expect(hits).toHaveLength(1);
  expect(app.log()).toContain("shutting down");

  // Started again on the same data: the delivery was recorded as succeeded, never sent twice.
  const again = startMember({ name: "graceful", kind: "app", port: PORT, env, keepData: true });
  try {
    await ready(again);
    const deliveries = await fetch(`http://127.0.0.1:${PORT}/api/webhook-endpoints/${endpoint.id}/deliveries`, {
      headers,
    });
    const { data } = (await deliveries.json()) as { data: Array<{ id: string; status: string; attempts: number }> };
    expect(data).toEqual([expect.objectContaining({ id: hits[0], status: "succeeded", attempts: 1 })]);
    // The next delivery to the endpoint arrives, and the first did not come again before it.
    const next = nextHit();
    const another = await createEmployee();
    expect(another.status).toBe(201);
    await next;
    expect(hits).toHaveLength(2);
    expect(hits[1]).not.toBe(hits[0]);
  } finally {
    again.process.kill("SIGTERM");
    expect(await again.exited).toBe(0);
    await new Promise((resolve) => receiver.close(resolve));
  }
});
