import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { accountFactorsView } from "@/lib/api/serializers/account";
import { withAdmin } from "@/lib/api/with-admin";
import type { HrAccount } from "@/lib/schemas/responses/admin-account";
import { getAccount } from "@/lib/services/accounts/get-account";

// The signed-in person's account: factors, and until when step-up holds. Open to a session that
// must enrol first (the enrolment page reads it).
const handleGET = withAdmin(
  async ({ ctx, session }) => {
    const account = await getAccount({ ctx });
    return json({
      id: account.id,
      csrfToken: session.csrfToken,
      name: account.name,
      email: account.email,
      role: account.role,
      requireMfa: account.requireMfa,
      ...accountFactorsView(account),
    } satisfies HrAccount);
  },
  { stages: ["active", "enrol"] },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
