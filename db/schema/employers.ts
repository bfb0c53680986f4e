import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Repayment settings are fixed by the service operator (spec 2.1): no partner endpoint changes them.
export const employers = pgTable("employers", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  payrollDeductionRepayment: boolean("payroll_deduction_repayment").notNull().default(false),
  paymentMethodRepayment: boolean("payment_method_repayment").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type EmployerRow = typeof employers.$inferSelect;
