import { eq } from "drizzle-orm";

import { accountInvites, employers } from "@/db/schema";

import type { TokenRequest } from "../requests";

import { asHrInvite, inviteInvalid, openInviteWithToken } from "../accounts/invites";

/** An open invitation by its token (anyone holding the link): what it is for, before accepting. */
export async function previewTeamInvite({ ctx, token }: TokenRequest) {
  const [found] = await ctx.db
    .select({ invite: accountInvites, employerName: employers.name, requireMfa: employers.requireMfa })
    .from(accountInvites)
    .innerJoin(employers, eq(employers.id, accountInvites.employerId))
    .where(openInviteWithToken({ token, realm: "hr" }));
  if (!found) throw inviteInvalid();
  return { ...found, invite: asHrInvite(found.invite) };
}
