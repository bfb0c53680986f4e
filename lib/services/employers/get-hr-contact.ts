import type { HrContact } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

import { readEmployerColumns } from "./employer-columns";
import { hrContactOf, hrContactColumns } from "./hr-contact";

// Who the employer's people contact when the portal cannot take them further. HR admins set it for
// their own employer (the admin settings page); the portal shows it wherever only the employer
// can help.

export async function getHrContact({ ctx }: { ctx: EmployerContext }): Promise<HrContact> {
  // Every HR role reads it (it is on every person's page); a partner and the portal pass.
  authorize(ctx.actor, "employees.read");
  return hrContactOf(await readEmployerColumns({ ctx, columns: hrContactColumns }));
}
