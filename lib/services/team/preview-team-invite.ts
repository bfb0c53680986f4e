import { eq } from "drizzle-orm";

import { adminInvites, employers } from "@/db/schema";

import type { TokenRequest } from "../requests";

import { openInviteWithToken, inviteInvalid } from "./invite-teammate";

/** An open invitation by its token (anyone holding the link): what it is for, before accepting. */
export async function previewTeamInvite({ ctx, token }: TokenRequest) {
  const [found] = await ctx.db
    .select({ invite: adminInvites, employerName: employers.name, requireMfa: employers.requireMfa })
    .from(adminInvites)
    .innerJoin(employers, eq(employers.id, adminInvites.employerId))
    .where(openInviteWithToken(token));
  if (!found) throw inviteInvalid();
  return found;
}
