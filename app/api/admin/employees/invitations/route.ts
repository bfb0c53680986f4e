import { publicBaseUrl } from "@/lib/api/base-url";
import { assertContentType, parseBody } from "@/lib/api/body";
import { inviteAllowance } from "@/lib/throttles/invite-allowance";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { bulkInviteSchema } from "@/lib/schemas/admin";
import type { BulkInviteResult } from "@/lib/schemas/responses/admin-employees";
import { inviteEmployees } from "@/lib/services/admin/invite-employees";

// HR invites the selected or filtered employees by e-mail, each with a single-use link. Each
// e-mail spends a point of the employer's hourly throttle; past it (or with the throttle store
// away: fail closed, it is e-mail to people) the rest are answered "throttled", not sent.
const handlePOST = withAdmin(async ({ request, ctx, body }) => {
  assertContentType(request);
  const selection = parseBody(body, bulkInviteSchema);
  const allowance = inviteAllowance();
  const allowSend = () => allowance(ctx.employerId);
  const results = await inviteEmployees({ ctx, selection, baseUrl: publicBaseUrl(), allowSend });
  const sent = results.filter((result) => result.status === "sent").length;
  return json({ data: results, sent, skipped: results.length - sent } satisfies BulkInviteResult);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
