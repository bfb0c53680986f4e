import { publicBaseUrl } from "@/lib/api/base-url";
import { inviteAllowance } from "@/lib/throttles/invite-allowance";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withOperator } from "@/lib/api/with-operator";
import type { PersonInvitation } from "@/lib/schemas/responses/operator-people";
import { resendPersonInvitation } from "@/lib/services/support/resend-person-invitation";

// Support e-mails a person their invitation again, to their own address, under HR's rules and
// within the employer's hourly invitation limit (fail closed: it is e-mail to people).
const handlePOST = withOperator<{ employeeId: string }>(async ({ ctx, params }) => {
  const result = await resendPersonInvitation({
    ctx,
    employeeId: params.employeeId,
    baseUrl: publicBaseUrl(),
    allowSend: inviteAllowance(),
  });
  return json(result satisfies PersonInvitation);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
