import { boolean, index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";

import { createdAt } from "./columns";
import { ownedByEmployer } from "./employers";

export const payFrequency = pgEnum("pay_frequency", ["weekly", "biweekly", "semimonthly", "monthly"]);

// The contract fixes the id as an integer, so this table keeps a serial key instead of a prefixed id.
export const payrollSchedules = pgTable(
  "payroll_schedules",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ...ownedByEmployer(),
    name: text("name").notNull(),
    payFrequency: payFrequency("pay_frequency").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index("payroll_schedules_employer_id_idx").on(table.employerId)],
);

export type PayrollScheduleRow = typeof payrollSchedules.$inferSelect;
export type PayFrequency = (typeof payFrequency.enumValues)[number];
