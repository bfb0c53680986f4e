import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withOperator } from "@/lib/api/with-operator";
import { setupTotp } from "@/lib/services/accounts/setup-totp";

// Starts adding an authenticator app (also while enrolment is owed).
const handlePOST = withOperator(async ({ ctx }) => json(await setupTotp({ ctx })), { stages: ["active", "enrol"] });

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
