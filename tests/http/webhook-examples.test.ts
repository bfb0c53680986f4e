import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";

import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";

import { ROOT } from "../support/commands";
import { employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// The webhooks guide's examples (public/examples/webhooks), run as a partner would run them: the two
// receivers against real deliveries and against forged, stale and repeated ones, and listen.mjs
// forwarding the events feed to a receiver that already had those events delivered. A receiver that
// deduped on webhook-id, or a helper that signed differently, fails here.
const EXAMPLES = path.join(ROOT, "public/examples/webhooks");
const hasPython = spawnSync("python3", ["--version"]).status === 0;
if (!hasPython) console.warn("python3 not found: the Python receiver's tests are skipped (.ci/run installs it)");

const { server, call, tenant } = httpHarness({ worker: true });

type Started = { url: string; lines: string[]; secret: string; stop: () => void };
const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill()));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a command until the test file ends, collecting its output lines. */
function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: EXAMPLES, env: { ...process.env, ...env }, stdio: "pipe" });
  children.push(child);
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return { child, lines };
}

async function startReceiver(kind: "typescript" | "python", secret: string, port?: number): Promise<Started> {
  port ??= await freePort();
  const { child, lines } =
    kind === "typescript"
      ? run(path.join(ROOT, "node_modules/.bin/tsx"), ["receiver.ts"], { WEBHOOK_SECRET: secret, PORT: String(port) })
      : run("python3", ["receiver.py"], { WEBHOOK_SECRET: secret, PORT: String(port) });
  await expect.poll(() => lines.join("\n"), { timeout: 30_000 }).toContain("listening on");
  return { url: `http://127.0.0.1:${port}/webhooks`, lines, secret, stop: () => child.kill() };
}

const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

/** A delivery as the service signs it, or with what a test changes. */
async function deliver(
  receiver: Started,
  event: Record<string, unknown>,
  { secret = receiver.secret, at = new Date(), msgId = `msg_${randomBytes(8).toString("hex")}` } = {},
) {
  const body = JSON.stringify(event);
  const signature = new Webhook(secret).sign(msgId, at, body);
  const response = await fetch(receiver.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": msgId,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signature,
    },
    body,
  });
  return response.status;
}

const sampleEvent = () => ({
  id: `evt_${randomBytes(8).toString("hex")}`,
  type: "employee.created",
  timestamp: new Date().toISOString(),
  apiVersion: "2024-01-16",
  sequence: 1,
  data: { employeeId: "empl_example" },
});

describe.each([
  ["typescript" as const, true],
  ["python" as const, hasPython],
])("the %s receiver", (kind, available) => {
  it.runIf(available)(
    "processes a signed event once, whatever its webhook-id, and refuses forged and stale ones",
    async () => {
      const receiver = await startReceiver(kind, newSecret());
      const event = sampleEvent();
      expect(await deliver(receiver, event)).toBe(204);
      // The same event again, as a replay or a second endpoint's delivery would bring it: another webhook-id.
      expect(await deliver(receiver, event)).toBe(204);
      expect(await deliver(receiver, { ...sampleEvent(), id: event.id })).toBe(204);
      expect(await deliver(receiver, sampleEvent(), { secret: newSecret() })).toBe(400);
      expect(await deliver(receiver, sampleEvent(), { at: new Date(Date.now() - 6 * 60_000) })).toBe(400);
      await expect
        .poll(() => receiver.lines.filter((line) => !line.startsWith("listening")))
        .toEqual([
          `processed ${event.id} employee.created`,
          `duplicate ${event.id}`,
          `duplicate ${event.id}`,
          "rejected: signature or timestamp invalid",
          "rejected: signature or timestamp invalid",
        ]);
      receiver.stop();
    },
  );

  it.runIf(available)(
    "verifies the service's own deliveries, and skips them when listen.mjs forwards the same events from the feed",
    async () => {
      // The secret comes with the endpoint, so the endpoint is registered at the port the receiver will take.
      const port = await freePort();
      const registered = await call<{ id: string; secret: string }>("POST", "/api/webhook-endpoints", {
        body: { url: `http://127.0.0.1:${port}/webhooks`, events: ["employee.created"] },
      });
      expect(registered.status).toBe(201);
      const receiver = await startReceiver(kind, registered.body.secret, port);
      const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
        body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }),
      });
      expect(created.status).toBe(201);
      await expect
        .poll(() => receiver.lines.find((line) => line.startsWith("processed ")), { timeout: 30_000 })
        .toMatch(/^processed evt_\S+ employee\.created$/);
      const eventId = receiver.lines.find((line) => line.startsWith("processed "))!.split(" ")[1]!;

      // The feed serves an event once no older transaction is open anywhere on the server (another
      // test file's included): wait until it lists this one, as a partner's catch-up would.
      await expect
        .poll(
          async () =>
            (await call<{ data: Array<{ id: string }> }>("GET", "/api/events?limit=500")).body.data.some(
              (event) => event.id === eventId,
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
      // The feed holds that event (and the others this client caused): forwarded, each is processed
      // once, and the one already delivered is a duplicate.
      const listen = run(process.execPath, ["listen.mjs", "--from-start", "--once", "--forward-to", receiver.url], {
        BENEFITS_API_URL: server.baseUrl,
        CLIENT_ID: tenant.clientId,
        CLIENT_SECRET: tenant.clientSecret,
        WEBHOOK_SECRET: receiver.secret,
      });
      const exitCode = await new Promise<number | null>((resolve) => listen.child.on("exit", resolve));
      expect(listen.lines.join("\n")).not.toMatch(/-> (?!204)/);
      expect(exitCode).toBe(0);
      expect(listen.lines).toContain(`${eventId} employee.created -> 204`);
      await expect.poll(() => receiver.lines).toContain(`duplicate ${eventId}`);
      expect(receiver.lines.filter((line) => line === `processed ${eventId} employee.created`)).toHaveLength(1);
      receiver.stop();
    },
  );
});

describe("listen.mjs", () => {
  it("names what is missing instead of starting", () => {
    const result = spawnSync(process.execPath, ["listen.mjs"], {
      cwd: EXAMPLES,
      // Nothing of this process's environment but PATH: no credentials to find.
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", BENEFITS_API_URL: "http://127.0.0.1:1" },
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("CLIENT_ID");
  });

  it("starts after the newest event unless told --from-start, and says so", async () => {
    const secret = newSecret();
    const listen = run(process.execPath, ["listen.mjs", "--once", "--forward-to", "http://127.0.0.1:1/none"], {
      BENEFITS_API_URL: server.baseUrl,
      CLIENT_ID: tenant.clientId,
      CLIENT_SECRET: tenant.clientSecret,
      WEBHOOK_SECRET: secret,
    });
    const exitCode = await new Promise<number | null>((resolve) => listen.child.on("exit", resolve));
    expect(exitCode).toBe(0);
    expect(listen.lines.join("\n")).toMatch(/skipped [1-9]\d* earlier events/);
    // Nothing was forwarded: the address given refuses connections, and no attempt was printed.
    expect(listen.lines.filter((line) => line.includes(" -> "))).toEqual([]);
  });
});
