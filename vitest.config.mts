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
};

export default defineConfig({
  resolve: { alias },
  test: {
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
          ],
          environment: "node",
          server,
        },
      },
      {
        // Processes started without any database (production's start-up refusals; promtool and a
        // real Prometheus checking deploy/prometheus): once per run, not once per database.
        resolve: { alias },
        test: { name: "process", include: ["tests/process/**/*.test.ts"], testTimeout: 60_000, server },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          server,
          name: "integration-pglite",
          env: { DATABASE_URL: "memory://", DATA_DIR: ".data/test", APP_ENV: "sandbox" },
          globalSetup: ["tests/support/template-database.ts"],
          setupFiles: ["tests/support/setup-database.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          server,
          name: "integration-postgres",
          env: { DATABASE_KIND: "postgres", DATA_DIR: ".data/test", APP_ENV: "sandbox" },
          globalSetup: ["tests/support/template-database.ts"],
          setupFiles: ["tests/support/setup-database.ts"],
        },
      },
    ],
  },
});
