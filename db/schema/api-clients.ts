import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { belongsTo, createdAt } from "./columns";
import { employers, ownedByEmployer } from "./employers";

// A partner: a benefits platform whose API clients serve the employers the program grants it
// (docs/operator.md#partners). The grants are the truth; api_client_employers, which every reader
// of a client's employers uses, holds them materialised for each of the partner's clients.
export const partners = pgTable("partners", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  contactEmail: text("contact_email"),
  createdAt: createdAt(),
});

export const partnerEmployers = pgTable(
  "partner_employers",
  {
    partnerId: belongsTo("partner_id", () => partners.id),
    employerId: belongsTo("employer_id", () => employers.id),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    grantedBy: text("granted_by").notNull(),
  },
  (table) => [
    primaryKey({ name: "partner_employers_pk", columns: [table.partnerId, table.employerId] }),
    index("partner_employers_employer_id_idx").on(table.employerId),
  ],
);

export const apiClients = pgTable("api_clients", {
  // The client id doubles as the HTTP Basic user name.
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  // SHA-256 of a 256-bit random secret: the secret has full entropy, so a slow password hash
  // would add latency to every request without adding safety.
  secretHash: text("secret_hash").notNull(),
  secretLastFour: text("secret_last_four").notNull(),
  pinnedApiVersion: text("pinned_api_version").notNull(),
  // A partner's client serves the partner's granted employers; null: an employer's own (HR made it).
  partnerId: text("partner_id").references(() => partners.id, { onDelete: "restrict" }),
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
export type PartnerRow = typeof partners.$inferSelect;
