import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { accountFactorsView } from "@/lib/api/serializers/account";
import { withOperator } from "@/lib/api/with-operator";
import { getOperatorAccount } from "@/lib/services/operators/get-operator-account";

// The signed-in operator's account: role, factors, and until when step-up holds. Open to a session
// that must enrol first (the enrolment page reads it).
const handleGET = withOperator(
  async ({ ctx, session }) => {
    const account = await getOperatorAccount({ ctx });
    return json({
      id: account.id,
      csrfToken: session.csrfToken,
      name: account.name,
      email: account.email,
      role: account.role,
      hasPassword: account.hasPassword,
      ...accountFactorsView(account),
    });
  },
  { stages: ["active", "enrol"] },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
