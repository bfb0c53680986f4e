import { afterAll, beforeAll } from "vitest";

import { resetEnvCache } from "@/lib/env";

import { apiClient, createTenant, type Tenant } from "./fixtures";
import { startTestServer } from "./test-server";
import { startReceiver } from "./webhook-receiver";
import { startTestWorker } from "./worker";

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
export type TestWorker = ReturnType<typeof startTestWorker>;
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
export type ApiCall = ReturnType<typeof apiClient>;
/** Environment variables to set for the file; `undefined` removes one. */
export type EnvOverrides = Record<string, string | undefined>;

export type HttpHarnessOptions = {
  /**
   * Starts the app's routes on a real port (default `true`). `false` for a file that tests another
   * door (the SFTP server, which it starts itself) and wants the rest: worker, env, tenant.
   */
  server?: boolean;
  /** Starts the background worker: `true` for startTestWorker's timings, or its options. */
  worker?: boolean | Parameters<typeof startTestWorker>[0];
  /** Starts a webhook receiver; with `events`, also registers it as the tenant's endpoint for them. */
  receiver?: boolean | { events: string[] };
  /** Creates a tenant and its API caller (default `true`), or with these createTenant options. */
  tenant?: boolean | Parameters<typeof createTenant>[0];
  /** Set before anything starts, restored after everything stopped (a function: read in beforeAll). */
  env?: EnvOverrides | (() => EnvOverrides);
};

export type HttpHarness = {
  server: TestServer;
  worker: TestWorker;
  receiver: Receiver;
  tenant: Tenant;
  call: ApiCall;
};

/**
 * The set-up most HTTP test files share: the app's routes on a real port (startTestServer), and as
 * asked the background worker, a webhook receiver, a tenant with its API caller, and environment
 * variables. Registers vitest's beforeAll and afterAll itself, so call it at the top of a file (or of
 * a describe). The returned fields stand for what beforeAll starts and may be destructured at once;
 * reading one before beforeAll ran, or one not asked for, throws.
 *
 * Start order: env (then resetEnvCache), server, receiver, worker, tenant, endpoint. Teardown runs
 * in reverse, every step even when one failed, and also after a start-up that failed half-way.
 * Hooks a file registers before this call run before its start-up and, vitest running afterAll
 * hooks in reverse, after its teardown; hooks registered after it run in between.
 *
 * Every file under tests/http that starts the app, calls it over HTTP or starts a worker or a
 * receiver in its hooks goes through here (tests/architecture/http-tests.test.ts holds them to it).
 */
export function httpHarness(options: HttpHarnessOptions = {}): HttpHarness {
  const server = late<TestServer>("server");
  const worker = late<TestWorker>("worker");
  const receiver = late<Receiver>("receiver");
  const tenant = late<Tenant>("tenant");
  let client: ApiCall | undefined;
  const teardown: Array<() => unknown> = [];

  beforeAll(async () => {
    if (options.env) {
      const overrides = typeof options.env === "function" ? options.env() : options.env;
      const previous = Object.fromEntries(Object.keys(overrides).map((name) => [name, process.env[name]]));
      teardown.push(() => setEnv(previous));
      setEnv(overrides);
    }
    let baseUrl: string | undefined;
    if (options.server !== false) {
      const started = await startTestServer();
      teardown.push(() => started.close());
      server.fill(started);
      baseUrl = started.baseUrl;
    }
    if (options.receiver) {
      const startedReceiver = await startReceiver();
      teardown.push(() => startedReceiver.close());
      receiver.fill(startedReceiver);
    }
    if (options.worker) {
      const startedWorker = startTestWorker(options.worker === true ? {} : options.worker);
      teardown.push(() => startedWorker.stop());
      worker.fill(startedWorker);
    }
    if (options.tenant !== false) {
      const created = await createTenant(options.tenant === true ? {} : options.tenant);
      tenant.fill(created);
      if (baseUrl) client = apiClient(baseUrl, created);
    }
    if (typeof options.receiver === "object") {
      if (!client) throw new Error("httpHarness: receiver events need a tenant and the server");
      const endpoint = await client("POST", "/api/webhook-endpoints", {
        body: { url: receiver.view.url, events: options.receiver.events },
      });
      if (endpoint.status !== 201) throw new Error(`webhook endpoint: ${endpoint.status} ${endpoint.text}`);
    }
  });

  afterAll(async () => {
    const errors: unknown[] = [];
    for (const step of teardown.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, "httpHarness: teardown failed");
  });

  const call: ApiCall = <T = Record<string, unknown>>(
    method: string,
    path: string,
    callOptions?: Parameters<ApiCall>[2],
  ) => {
    if (!client) throw new Error("httpHarness: no API caller (tenant: false, server: false, or used before beforeAll)");
    return client<T>(method, path, callOptions);
  };
  return { server: server.view, worker: worker.view, receiver: receiver.view, tenant: tenant.view, call };
}

function setEnv(values: EnvOverrides): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}

/** An object filled in beforeAll: `view` forwards every read to it, and throws until it is there. */
export function late<T extends object>(name: string): { view: T; fill: (value: T) => void } {
  let current: T | undefined;
  const read = (): T => {
    if (current === undefined) {
      throw new Error(`httpHarness: no ${name} (not asked for, or used before beforeAll)`);
    }
    return current;
  };
  const view = new Proxy({} as T, {
    get: (_target, key) => Reflect.get(read(), key),
    has: (_target, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(read(), key),
  });
  return { view, fill: (value) => void (current = value) };
}
