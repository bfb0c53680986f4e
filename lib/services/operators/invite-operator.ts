import { accounts } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import type { OperatorRole } from "@/lib/domain/operator/operator-roles";
import { AppError } from "@/lib/errors/app-error";

import { composeMail } from "@/lib/mail/compose";
import { sendMail } from "@/lib/mail/send-mail";

import { asOperatorInvite, type OperatorInvite } from "../accounts/invites";
import { issueInvite } from "../accounts/issue-invite";
import { recordAudit } from "../audit/record-audit";
import { type ServiceContext } from "../context";

import { authorizeOperator } from "./authorize-operator";
import { operatorEmail } from "./operator-people";
import { tellOperatorOwners } from "./tell-operator-owners";

/** How long an operator's invitation works: as HR's team invitations. */
export const OPERATOR_INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/**
 * An owner invites an operator in a role (docs/operator.md#operators): the same single-use link
 * machinery as HR's team and the first owner (only its hash is kept), e-mailed, for 72 hours. An
 * earlier open invitation to the address is withdrawn; an address that is already an operator's is
 * refused. The new operator enrols a passkey or an authenticator app before anything else.
 */
export async function inviteOperator({
  ctx,
  input,
  baseUrl,
}: {
  ctx: ServiceContext;
  input: { email: string; name: string; role: OperatorRole };
  baseUrl: string;
}): Promise<OperatorInvite> {
  authorizeOperator({ actor: ctx.actor, permission: "operators.manage" });
  const email = input.email.trim().toLowerCase();
  const [taken] = await ctx.db.select({ id: accounts.id }).from(accounts).where(operatorEmail(email));
  if (taken)
    throw new AppError("email_taken", "This e-mail address is already an operator's.", {
      errors: [{ path: "/email", code: "email_taken", message: "This e-mail address is already an operator's." }],
    });
  const { invite, token } = await inTransaction(ctx, async (tx) => {
    const { row, token: issued } = await issueInvite({
      ctx: tx,
      invite: {
        realm: "operator",
        employerId: null,
        email,
        name: input.name,
        role: input.role,
        ttlMs: OPERATOR_INVITE_TTL_MS,
      },
    });
    await recordAudit({
      ctx: tx,
      entry: {
        action: "operator.invited",
        employerId: null,
        target: { type: "operator_invite", id: row.id },
        details: { role: input.role },
      },
    });
    return { invite: asOperatorInvite(row), token: issued };
  });
  // The token is in the link's fragment: browsers never send it to a server, so no log holds it.
  const url = `${baseUrl}/operator/join#${token}`;
  const until = `${invite.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  await sendMail({
    to: email,
    ...composeMail({
      subject: "Join the benefits program's operations console / únase a la consola de operaciones",
      sections: [
        {
          language: "en",
          greeting: `Hello ${input.name},`,
          blocks: [
            {
              kind: "paragraph",
              text: `You are invited to the operations console as ${input.role}. The link works once, until ${until}; you will add a passkey or an authenticator app when you join.`,
            },
            { kind: "action", label: "Accept the invitation", url },
          ],
          signature: "Benefits Operations",
          notes: [{ text: "If you did not expect this, ignore it: nothing happens until the link is used." }],
        },
        {
          language: "es",
          greeting: `Hola ${input.name}:`,
          blocks: [
            {
              kind: "paragraph",
              text: `Le invitan a la consola de operaciones con el rol ${input.role}. El enlace funciona una vez, hasta el ${until}; al unirse agregará una llave de acceso o una aplicación de autenticación.`,
            },
            { kind: "action", label: "Aceptar la invitación", url },
          ],
          signature: "Benefits Operations",
          notes: [{ text: "Si no la esperaba, ignórela: no pasa nada hasta que se use el enlace." }],
        },
      ],
    }),
  });
  await tellOperatorOwners({ ctx, change: { kind: "teammate_invited", email, role: input.role } });
  return invite;
}
