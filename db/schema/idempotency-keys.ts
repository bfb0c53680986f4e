import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { createdAt } from "./columns";

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    // "client:<id>" for partners; sessions get their own scope later.
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    // null while the first request is still running.
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>(),
    lockedAt: timestamp("locked_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: "idempotency_keys_pk", columns: [table.scope, table.key] }),
    index("idempotency_keys_created_at_idx").on(table.createdAt),
  ],
);
