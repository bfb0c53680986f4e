import { eq } from "drizzle-orm";

import { employers, type EmployerRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import type { HrContact } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";

// Who the employer's people contact when the portal cannot take them further. HR admins set it for
// their own employer (the admin settings page); the portal shows it wherever only the employer
// can help.

export async function getHrContact({ ctx }: { ctx: EmployerContext }): Promise<HrContact> {
  const [row] = await ctx.db.select(columns).from(employers).where(eq(employers.id, ctx.employerId));
  if (!row) throw new AppError("employer_not_found", "No employer with this id.");
  return hrContactOf(row);
}

export async function updateHrContact({ ctx, input }: { ctx: EmployerContext; input: Partial<HrContact> }): Promise<HrContact> {
  const changes = { hrContactName: input.name, hrContactEmail: input.email, hrContactPhone: input.phone };
  if (Object.values(changes).every((value) => value === undefined)) return getHrContact({ ctx });
  const [row] = await ctx.db.update(employers).set(changes).where(eq(employers.id, ctx.employerId)).returning(columns);
  if (!row) throw new AppError("employer_not_found", "No employer with this id.");
  return hrContactOf(row);
}

/** The contact as the API shows it, from an employer row (or the columns of one). */
export function hrContactOf(row: Pick<EmployerRow, "hrContactName" | "hrContactEmail" | "hrContactPhone">): HrContact {
  return { name: row.hrContactName, email: row.hrContactEmail, phone: row.hrContactPhone };
}

const columns = { hrContactName: employers.hrContactName, hrContactEmail: employers.hrContactEmail, hrContactPhone: employers.hrContactPhone };
