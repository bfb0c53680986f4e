import { z } from "zod";

import { area } from "./area";

/** The database: which one, the role that migrates it, the pool, and where the embedded one and the generated keys live. */
export const database = area({
  fields: {
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .refine((value) => value === undefined || /^(postgres(ql)?|memory):\/\//.test(value), {
        message: "must be a postgres:// URL, memory:// for an in-memory embedded database, or unset for .data/pglite",
      }),
    // The role that owns the schema and applies migrations, when it is not the one the app serves
    // with (docs/deploy.md, "Database roles"): migrations run as it, then it grants DATABASE_URL's
    // role what the app needs — and on the audit trail no more than reading and appending. Unset:
    // DATABASE_URL migrates, as one role. PostgreSQL only (the embedded database has one role).
    MIGRATION_DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
        message: "must be a postgres:// URL (the role that owns the schema and migrates it)",
      }),
    DATA_DIR: z.string().default(".data"),
    // Connections each process may open to PostgreSQL (docs/deploy.md, "Sizing").
    PG_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  },
  check: (env, issue) => {
    if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL?.startsWith("postgres"))
      issue(
        "MIGRATION_DATABASE_URL",
        "is for PostgreSQL only: the embedded database has one role, which migrates and serves",
      );
  },
  production: (env, issue) => {
    if (!env.DATABASE_URL?.startsWith("postgres"))
      issue("DATABASE_URL", "must point at PostgreSQL when APP_ENV=production");
  },
});
