import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withOperator } from "@/lib/api/with-operator";
import type { RecoveryCodes } from "@/lib/schemas/responses/admin-account";
import { issueRecoveryCodes } from "@/lib/services/accounts/recovery-codes";

// Ten new recovery codes, replacing the old ones (step-up first).
const handlePOST = withOperator(async ({ ctx }) =>
  json({ recoveryCodes: await issueRecoveryCodes({ ctx }) } satisfies RecoveryCodes),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
