import path from "node:path";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

const alias = { "@": path.dirname(fileURLToPath(import.meta.url)) };
const integration = {
  include: ["tests/http/**/*.test.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["lib/**/*.test.ts", "db/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: "integration-pglite",
          env: { DATABASE_URL: "memory://", DATA_DIR: ".data/test", APP_ENV: "sandbox" },
          setupFiles: ["tests/support/setup-database.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: "integration-postgres",
          env: { DATABASE_KIND: "postgres", DATA_DIR: ".data/test", APP_ENV: "sandbox" },
          setupFiles: ["tests/support/setup-database.ts"],
        },
      },
    ],
  },
});
