import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import type { TotpSetup } from "@/lib/schemas/responses/admin-account";
import { setupTotp } from "@/lib/services/accounts/setup-totp";

// Starts adding an authenticator app (also while enrolment is owed).
const handlePOST = withAdmin(async ({ ctx }) => json((await setupTotp({ ctx })) satisfies TotpSetup), {
  stages: ["active", "enrol"],
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
