import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { harnessViolations, usesHarness, type TestFile } from "./http-tests";
import { ROOT } from "./source-tree";

const HTTP = path.join(ROOT, "tests", "http");
const files: TestFile[] = fs
  .readdirSync(HTTP)
  .filter((name) => name.endsWith(".test.ts"))
  .map((name) => ({ file: `tests/http/${name}`, text: fs.readFileSync(path.join(HTTP, name), "utf8") }));

describe("the HTTP tests' set-up", () => {
  it("goes through httpHarness() wherever a file starts the app, calls it, or starts a worker, a receiver or its environment", () => {
    expect(files.filter(usesHarness).length).toBeGreaterThan(60);
    expect(harnessViolations(files)).toEqual([]);
  });
});

describe("the harness rule on broken fixtures", () => {
  const file = "tests/http/fixture.test.ts";
  const check = (text: string) => harnessViolations([{ file, text }]);

  it("a file that starts the app's server itself and calls it", () => {
    expect(
      check(`let server;
        beforeAll(async () => { server = await startTestServer(); });
        afterAll(() => server.close());
        it("answers", async () => expect((await fetch(\`\${server.baseUrl}/api/health\`)).status).toBe(200));`),
    ).toEqual([
      `${file}: starts the app's server itself (startTestServer): httpHarness() does`,
      `${file}: calls the app over HTTP without httpHarness()`,
    ]);
  });

  it("a server started by hand even beside the harness", () => {
    expect(check(`const { call } = httpHarness();\nconst second = await startTestServer();`)).toEqual([
      `${file}: starts the app's server itself (startTestServer): httpHarness() does`,
    ]);
  });

  it("the app called through the fixtures without the harness", () => {
    expect(check(`it("x", async () => { const call = apiClient(url, await createTenant()); });`)).toEqual([
      `${file}: calls the app over HTTP without httpHarness()`,
    ]);
    expect(check(`it("x", async () => { await signInAdmin(url, tenant); });`)).toHaveLength(1);
  });

  it("a worker, a receiver or the environment set up in the file's own hooks", () => {
    expect(
      check(`let worker;
        beforeAll(() => { process.env.X = "1"; resetEnvCache(); worker = startTestWorker(); });
        beforeEach(async () => { receiver = await startReceiver(); });`),
    ).toEqual([
      `${file}: resetEnvCache, startTestWorker, startReceiver in its own hooks: httpHarness({ worker, receiver, env }) does it`,
    ]);
  });

  it("leaves alone the harness's files, and migration, process and helper tests", () => {
    const fine = [
      `const { server, call } = httpHarness({ worker: true, env: { X: "1" } });
       beforeAll(async () => { extra = startTestWorker({ pollMs: 5 }); await fetch(\`\${server.baseUrl}/x\`); });`,
      `let scratch; beforeAll(async () => { scratch = await openScratch(); }); afterAll(() => scratch.close());`,
      `it("serves metrics", async () => { const child = spawn(node, commandArgs("worker")); await fetch(\`http://127.0.0.1:\${port}/metrics\`); });`,
      `it("a worker inside a test is that test's own", async () => { const worker = startTestWorker(); await worker.stop(); });`,
      `// beforeAll(() => startTestServer()) written in a comment, or "apiClient(url)" in a string, is not code.`,
    ];
    for (const text of fine) expect(check(text), text).toEqual([]);
  });
});
