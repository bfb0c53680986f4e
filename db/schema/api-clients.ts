import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { belongsTo, createdAt } from "./columns";
import { ownedByEmployer } from "./employers";

export const apiClients = pgTable("api_clients", {
  // The client id doubles as the HTTP Basic user name.
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  // SHA-256 of a 256-bit random secret: the secret has full entropy, so a slow password hash
  // would add latency to every request without adding safety.
  secretHash: text("secret_hash").notNull(),
  secretLastFour: text("secret_last_four").notNull(),
  pinnedApiVersion: text("pinned_api_version").notNull(),
  createdAt: createdAt(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

export const apiClientEmployers = pgTable(
  "api_client_employers",
  {
    clientId: belongsTo("client_id", () => apiClients.id),
    ...ownedByEmployer(),
  },
  (table) => [
    primaryKey({ name: "api_client_employers_pk", columns: [table.clientId, table.employerId] }),
    index("api_client_employers_employer_id_idx").on(table.employerId),
  ],
);

export type ApiClientRow = typeof apiClients.$inferSelect;
