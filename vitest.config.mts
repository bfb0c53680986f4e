import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

// As in next.config.mjs: messages are precompiled, so use-intl formats them with its format-only formatter.
const alias = [
  { find: "@", replacement: path.dirname(fileURLToPath(import.meta.url)) },
  {
    find: /^use-intl\/format-message$/,
    replacement: createRequire(import.meta.url).resolve("use-intl/format-message/format-only"),
  },
];
// use-intl imports the formatter by its package name: inlined, so that the alias reaches it.
const server = { deps: { inline: ["use-intl"] } };
const integration = {
  include: ["tests/http/**/*.test.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A worker runs its files one after another in one process: importing the app again for each
  // file cost about a second (134 s of the suite's 313 on two cores). What the app keeps per
  // process starts over with each file instead (tests/support/fresh-process-state.ts).
  isolate: false,
};

// The HTTP suite runs whole on PostgreSQL, what production runs. On the embedded database (PGlite)
// only the files tagged `// @module-tag embedded-db` run: what PGlite does differently — migrations
// and the seed on open, the worker's wake-up without LISTEN/NOTIFY, locks and concurrency on one
// connection, the sandbox's own journey (docs/development.md, "The PGlite subset", says why each
// file is there). Where no PostgreSQL answers, scripts/test.mjs sets INTEGRATION_PGLITE=all and the
// whole suite runs on PGlite instead; `INTEGRATION_PGLITE=all npx vitest run --project
// integration-pglite` does the same by hand.
const EMBEDDED_DB_TAG = "embedded-db";
const HTTP_TESTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "tests/http");
const embeddedDbFiles = () =>
  fs
    .readdirSync(HTTP_TESTS)
    .filter((file) => file.endsWith(".test.ts"))
    .filter((file) =>
      new RegExp(`@module-tag\\s+${EMBEDDED_DB_TAG}\\b`).test(fs.readFileSync(path.join(HTTP_TESTS, file), "utf8")),
    )
    .map((file) => `tests/http/${file}`);
const pgliteInclude = process.env.INTEGRATION_PGLITE === "all" ? integration.include : embeddedDbFiles();

export default defineConfig({
  resolve: { alias },
  test: {
    tags: [
      {
        name: EMBEDDED_DB_TAG,
        description: "HTTP tests that also run on the embedded database (PGlite): what it does differently",
      },
    ],
    // vitest's default is one worker fewer than the cores: one file at a time on the CI machine's
    // two, though most integration files spend their time waiting on sockets, PostgreSQL and timers.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // components/ and hooks/: the HR area's pure helpers (parsing, form values), no DOM.
          include: [
            "lib/**/*.test.ts",
            "db/**/*.test.ts",
            "bench/**/*.test.ts",
            "components/**/*.test.ts",
            "hooks/**/*.test.ts",
            "tests/architecture/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          // Vitest's 5 s default is a guess at this machine's speed: the property tests (thousands of
          // generated cases each) ran past it while the machine was busy. A unit test waits on nothing.
          testTimeout: 30_000,
          server,
        },
      },
      {
        // Processes started without any database (production's start-up refusals, the compiled
        // commands; promtool and a real Prometheus checking deploy/prometheus): once per run, not
        // once per database.
        resolve: { alias },
        test: {
          name: "process",
          include: ["tests/process/**/*.test.ts"],
          testTimeout: 60_000,
          server,
          globalSetup: ["tests/support/commands.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          include: pgliteInclude,
          server,
          name: "integration-pglite",
          env: { DATABASE_URL: "memory://", DATA_DIR: ".data/test", APP_ENV: "sandbox" },
          // The compiled commands (dist/) that some files start, then the template database.
          globalSetup: ["tests/support/commands.ts", "tests/support/template-database.ts"],
          setupFiles: ["tests/support/fresh-process-state.ts", "tests/support/setup-database.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          server,
          name: "integration-postgres",
          env: { DATABASE_KIND: "postgres", DATA_DIR: ".data/test", APP_ENV: "sandbox" },
          // The compiled commands (dist/) that some files start, then the template database.
          globalSetup: ["tests/support/commands.ts", "tests/support/template-database.ts"],
          setupFiles: ["tests/support/fresh-process-state.ts", "tests/support/setup-database.ts"],
        },
      },
    ],
  },
});
