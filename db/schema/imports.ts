import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { employers } from "./employers";

// An eligibility-file import: progress is written per batch, so another request can show it.
export const employeeImports = pgTable(
  "employee_imports",
  {
    id: text("id").primaryKey(),
    employerId: text("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    fileName: text("file_name"),
    status: text("status").$type<"pending" | "running" | "completed" | "failed">().notNull().default("pending"),
    rowsRead: integer("rows_read").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    // Rows that matched an employee and changed nothing (no write, no event).
    unchanged: integer("unchanged").notNull().default(0),
    rejected: integer("rejected").notNull().default(0),
    failure: text("failure"),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("employee_imports_employer_id_created_at_idx").on(table.employerId, table.createdAt)],
);

// Why each rejected row was rejected. Never the rejected value itself: it may be an SSN.
export const employeeImportErrors = pgTable(
  "employee_import_errors",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    importId: text("import_id")
      .notNull()
      .references(() => employeeImports.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    column: text("column").notNull(),
    code: text("code").notNull(),
    message: text("message").notNull(),
  },
  (table) => [index("employee_import_errors_import_id_line_idx").on(table.importId, table.line)],
);
export type EmployeeImportRow = typeof employeeImports.$inferSelect;
