import { bigint, integer, pgTable, varchar } from "drizzle-orm/pg-core";

// The counters of every throttle (lib/throttles/throttles.ts), in the shape rate-limiter-flexible's
// RateLimiterPostgres expects: it inserts positional values (key, points, expire), so the three
// columns and their order are the library's. We create the table here, in a migration, and tell
// the library it exists, so instances starting together never race a CREATE TABLE.
// The migration creates it UNLOGGED (edited by hand: drizzle-kit cannot say so): every partner call
// writes a counter here, and without WAL that write costs little (about 1,300 → 2,300 calls a second
// on one client in a local measurement). The price: a crash or a failover to a standby empties the
// counters, which a throttle can afford. Keep UNLOGGED if this table's migration is ever regenerated.
export const rateLimits = pgTable("rate_limits", {
  // "<throttle>:<hashed subject>" (never an e-mail address in clear).
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  // Epoch milliseconds when the window (or the lockout) ends; expired rows are deleted by the library.
  expire: bigint("expire", { mode: "number" }),
});
