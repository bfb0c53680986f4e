import { eq } from "drizzle-orm";

import { getDb } from "@/db/client";
import { employers } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { runRoute } from "@/lib/api/route-handler";
import { readSession } from "@/lib/auth/session";
import { getEmployeeOrThrow } from "@/lib/services/employees/get-employee-or-throw";

// What the portal needs to start: whose session it is, the CSRF token for writes, and the
// employer's program settings.
function handleGET(request: Request) {
  return runRoute(request, async () => {
    const session = await readSession(request);
    if (session?.kind !== "employee") throw new AppError("unauthorized", "Sign in with the link from your invitation or e-mail.");
    const db = await getDb();
    const employee = await getEmployeeOrThrow(db, session);
    const [employer] = await db.select().from(employers).where(eq(employers.id, session.employerId));
    return {
      response: json({
        employeeId: employee.id,
        employerId: employee.employerId,
        firstName: employee.firstName,
        csrfToken: session.csrfToken,
        apiBase: `/api/employers/${employee.employerId}/employees/${employee.id}`,
        employer: {
          name: employer?.name ?? "",
          payrollDeductionRepayment: employer?.payrollDeductionRepayment ?? false,
          paymentMethodRepayment: employer?.paymentMethodRepayment ?? false,
        },
      }),
    };
  });
}

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
