import { eq } from "drizzle-orm";

import { accounts, employers } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import type { HrRole } from "@/lib/domain/hr/hr-roles";
import { AppError } from "@/lib/errors/app-error";

import { composeMail } from "@/lib/mail/compose";
import { sendMail } from "@/lib/mail/send-mail";

import { hrEmail } from "../accounts/hr-people";
import { asHrInvite, type HrInvite } from "../accounts/invites";
import { issueInvite } from "../accounts/issue-invite";
import { recordAudit } from "../audit/record-audit";
import { type EmployerContext } from "../context";

/** How long a team invitation's link works. */
export const TEAM_INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/**
 * The team invitation itself, whoever sends it — an owner (inviteTeammate) or the program's
 * operator inviting an employer's first owner (inviteEmployerOwner), each authorized first: the
 * address must not be an HR account yet, an earlier open invitation to it is withdrawn, and the
 * link is e-mailed. On record in the employer's trail, with who invited.
 */
export async function sendHrInvite({
  ctx,
  input,
  baseUrl,
}: {
  ctx: EmployerContext;
  input: { email: string; name: string; role: HrRole };
  baseUrl: string;
}): Promise<HrInvite> {
  const email = input.email.trim().toLowerCase();
  const [taken] = await ctx.db.select({ id: accounts.id }).from(accounts).where(hrEmail(email));
  if (taken)
    throw new AppError("email_taken", "This e-mail address already has an HR account.", {
      errors: [{ path: "/email", code: "email_taken", message: "This e-mail address already has an HR account." }],
    });
  const { invite, token } = await inTransaction(ctx, async (tx) => {
    const { row, token: issued } = await issueInvite({
      ctx: tx,
      invite: {
        realm: "hr",
        employerId: ctx.employerId,
        email,
        name: input.name,
        role: input.role,
        ttlMs: TEAM_INVITE_TTL_MS,
      },
    });
    await recordAudit({
      ctx: tx,
      entry: { action: "team.invited", target: { type: "team_invite", id: row.id }, details: { role: input.role } },
    });
    return { invite: asHrInvite(row), token: issued };
  });
  const [employer] = await ctx.db
    .select({ name: employers.name })
    .from(employers)
    .where(eq(employers.id, ctx.employerId));
  // The token is in the link's fragment: browsers never send it to a server, so no log holds it.
  await sendMail({
    to: email,
    ...teamInviteMail({
      name: input.name,
      employerName: employer?.name ?? "",
      role: input.role,
      url: `${baseUrl}/admin/join#${token}`,
      expiresAt: invite.expiresAt,
    }),
  });
  return invite;
}

function teamInviteMail({
  name,
  employerName,
  role,
  url,
  expiresAt,
}: {
  name: string;
  employerName: string;
  role: HrRole;
  url: string;
  expiresAt: Date;
}) {
  const until = `${expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const roles = {
    owner: ["an owner", "propietario"],
    admin: ["an admin", "administrador"],
    viewer: ["a viewer", "lector"],
  };
  return composeMail({
    subject: `${employerName}: join the HR team / únase al equipo de RR. HH.`,
    sections: [
      {
        language: "en",
        greeting: `Hello ${name},`,
        blocks: [
          {
            kind: "paragraph",
            text: `You are invited to ${employerName}'s HR team as ${roles[role][0]}. The link works once, until ${until}.`,
          },
          { kind: "action", label: "Accept the invitation", url },
        ],
        signature: "Benefits HR",
        notes: [{ text: "If you did not expect this, ignore it: nothing happens until the link is used." }],
      },
      {
        language: "es",
        greeting: `Hola ${name}:`,
        blocks: [
          {
            kind: "paragraph",
            text: `Le invitan al equipo de RR. HH. de ${employerName} como ${roles[role][1]}. El enlace funciona una vez, hasta el ${until}.`,
          },
          { kind: "action", label: "Aceptar la invitación", url },
        ],
        signature: "Benefits HR",
        notes: [{ text: "Si no la esperaba, ignórela: no pasa nada hasta que se use el enlace." }],
      },
    ],
  });
}
