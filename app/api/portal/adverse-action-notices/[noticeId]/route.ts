import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withEmployeeSession } from "@/lib/api/with-employee-session";
import type { AdverseActionNoticeResponse } from "@/lib/schemas/responses/adverse-action-notice";
import { getAdverseActionNoticeOrThrow } from "@/lib/services/adverse-action/get-adverse-action-notice-or-throw";

// The employee's own adverse action notice (Regulation B), as it was sent. Only the employee's
// session reaches it: partners see the decision's reasons in its ATR record, HR nothing of it.
const handleGET = withEmployeeSession<{ noticeId: string }>(async ({ ctx, params, session }) => {
  const notice = await getAdverseActionNoticeOrThrow({
    ctx,
    employeeId: session.employeeId,
    noticeId: params.noticeId,
  });
  return json({
    id: notice.id,
    object: "adverse_action_notice",
    atrId: notice.atrSubmissionId,
    language: notice.language,
    content: notice.content,
    emailStatus: notice.emailStatus,
    emailSentAt: notice.emailSentAt?.toISOString() ?? null,
    createdAt: notice.createdAt.toISOString(),
    expiresAt: notice.expiresAt.toISOString(),
  } satisfies AdverseActionNoticeResponse);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
