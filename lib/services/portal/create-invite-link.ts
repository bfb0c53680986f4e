import { eq } from "drizzle-orm";

import { employees } from "@/db/schema";
import type { InviteLinkRequest } from "@/lib/schemas/invite-link";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

import { createSignInToken, linkUrl } from "../sign-in-links/sign-in-links";
import { authorize } from "../authorize";
import { assertEmployerActive } from "../employers/employer-active";
import { recordAudit } from "../audit/record-audit";

/**
 * A single-use link that signs the employee in to the portal; valid for 7 days. A partner may
 * give its app's return and refresh URLs (InviteLinkRequest), as Stripe's Account Links.
 */
export async function createInviteLink({
  ctx,
  employeeId,
  baseUrl,
  partnerUrls = {},
}: EmployeeRequest & { baseUrl: string; partnerUrls?: InviteLinkRequest }) {
  authorize(ctx.actor, "employees.invite_link");
  await assertEmployerActive({ ctx, employerId: ctx.employerId });
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  const { token, expiresAt } = await createSignInToken({
    ctx,
    employeeId: employee.id,
    purpose: "invite",
    partnerUrls,
  });
  // The HR table's "Invite sent" date (a link handed over by the partner or HR, not e-mailed by us).
  await ctx.db.update(employees).set({ invitedAt: new Date() }).where(eq(employees.id, employee.id));
  await recordAudit({
    ctx,
    entry: { action: "employee.invited", target: { type: "employee", id: employee.id }, details: { channel: "link" } },
  });
  return { employeeId: employee.id, url: linkUrl(baseUrl, token), expiresAt };
}
