import { employers, type EmployerRow } from "@/db/schema";
import type { HrContact } from "@/lib/schemas/admin";

/** The contact as the API shows it, from an employer row (or the columns of one). */
export function hrContactOf(row: Pick<EmployerRow, "hrContactName" | "hrContactEmail" | "hrContactPhone">): HrContact {
  return { name: row.hrContactName, email: row.hrContactEmail, phone: row.hrContactPhone };
}

/** The employer columns that hold the HR contact employees are shown. */
export const hrContactColumns = {
  hrContactName: employers.hrContactName,
  hrContactEmail: employers.hrContactEmail,
  hrContactPhone: employers.hrContactPhone,
};
