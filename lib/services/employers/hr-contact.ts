import { employers, type EmployerRow } from "@/db/schema";
import type { HrContact } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";

import { fieldsGiven, readEmployerColumns, writeEmployerColumns } from "./employer-columns";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

// Who the employer's people contact when the portal cannot take them further. HR admins set it for
// their own employer (the admin settings page); the portal shows it wherever only the employer
// can help.

export async function getHrContact({ ctx }: { ctx: EmployerContext }): Promise<HrContact> {
  // Every HR role reads it (it is on every person's page); a partner and the portal pass.
  authorize(ctx.actor, "employees.read");
  return hrContactOf(await readEmployerColumns({ ctx, columns }));
}

export async function updateHrContact({
  ctx,
  input,
}: {
  ctx: EmployerContext;
  input: Partial<HrContact>;
}): Promise<HrContact> {
  authorize(ctx.actor, "settings.manage");
  const changes = { hrContactName: input.name, hrContactEmail: input.email, hrContactPhone: input.phone };
  const written = hrContactOf(await writeEmployerColumns({ ctx, changes, columns }));
  await recordAudit({
    ctx,
    entry: { action: "settings.updated", details: { settings: "hr_contact", fields: fieldsGiven(input) } },
  });
  return written;
}

/** The contact as the API shows it, from an employer row (or the columns of one). */
export function hrContactOf(row: Pick<EmployerRow, "hrContactName" | "hrContactEmail" | "hrContactPhone">): HrContact {
  return { name: row.hrContactName, email: row.hrContactEmail, phone: row.hrContactPhone };
}

const columns = {
  hrContactName: employers.hrContactName,
  hrContactEmail: employers.hrContactEmail,
  hrContactPhone: employers.hrContactPhone,
};
