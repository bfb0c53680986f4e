import type { HrContact } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

import { fieldsGiven, writeEmployerColumns } from "./employer-columns";
import { hrContactOf, hrContactColumns } from "./hr-contact";

export async function updateHrContact({
  ctx,
  input,
}: {
  ctx: EmployerContext;
  input: Partial<HrContact>;
}): Promise<HrContact> {
  authorize(ctx.actor, "settings.manage");
  const changes = { hrContactName: input.name, hrContactEmail: input.email, hrContactPhone: input.phone };
  const written = hrContactOf(await writeEmployerColumns({ ctx, changes, columns: hrContactColumns }));
  await recordAudit({
    ctx,
    entry: { action: "settings.updated", details: { settings: "hr_contact", fields: fieldsGiven(input) } },
  });
  return written;
}
