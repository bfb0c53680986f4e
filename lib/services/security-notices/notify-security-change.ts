import { and, eq, isNull } from "drizzle-orm";

import { accounts, adminUsers, employers, operators } from "@/db/schema";
import { describeSecuritySettingChange, type SecuritySettingChange } from "@/lib/domain/hr/security-settings-changes";
import { REALM_DISPLAY_NAMES, type Realm } from "@/lib/domain/accounts/realms";
import { getEnv } from "@/lib/env";
import { composeMail } from "@/lib/mail/compose";
import { sendMail } from "@/lib/mail/send-mail";
import { logger } from "@/lib/logger";

import type { QueryContext, ServiceContext } from "../context";

/**
 * A change that could hand an HR account or an employer to someone else, as its notice names it.
 * Each is said in English and Spanish, like every HR e-mail.
 */
export type SecurityChange =
  | { kind: "passkey_added"; name: string }
  | { kind: "passkey_removed" }
  | { kind: "totp_added" }
  | { kind: "totp_removed" }
  | { kind: "recovery_codes_created" }
  | { kind: "security_settings_changed"; changes: readonly SecuritySettingChange[] }
  | { kind: "teammate_invited"; email: string; role: string }
  | { kind: "operator_role_changed"; email: string; from: string; to: string }
  | { kind: "operator_disabled"; email: string }
  | { kind: "operator_enabled"; email: string };

/** Who hears of it: the person whose account changed, and for the employer's settings every owner too. */
export type NoticeAudience = "self" | "self_and_owners";

/** What happened, in English and in Spanish. */
function described(change: SecurityChange, realm: Realm): [en: string, es: string] {
  switch (change.kind) {
    case "passkey_added":
      return [
        `A passkey named “${change.name}” was added to your account.`,
        `Se agregó a su cuenta una llave de acceso llamada «${change.name}».`,
      ];
    case "passkey_removed":
      return ["A passkey was removed from your account.", "Se quitó una llave de acceso de su cuenta."];
    case "totp_added":
      return [
        "An authenticator app was added to your account.",
        "Se agregó una aplicación de autenticación a su cuenta.",
      ];
    case "totp_removed":
      return [
        "The authenticator app was removed from your account.",
        "Se quitó la aplicación de autenticación de su cuenta.",
      ];
    case "recovery_codes_created":
      return [
        "New recovery codes were made for your account; the earlier ones no longer work.",
        "Se crearon nuevos códigos de recuperación para su cuenta; los anteriores ya no funcionan.",
      ];
    case "security_settings_changed": {
      // A save that changed nothing is told too (it is in the audit trail as well): whoever saved
      // was past step-up, and an owner who did not should hear that someone could.
      if (change.changes.length === 0)
        return [
          "The HR area's security settings were saved, with no setting changed.",
          "Se guardó la configuración de seguridad del área de RR. HH., sin ningún cambio.",
        ];
      const said = change.changes.map(describeSecuritySettingChange);
      return [
        `The HR area's security settings were changed: ${said.map(([en]) => en).join("; ")}.`,
        `Se cambió la configuración de seguridad del área de RR. HH.: ${said.map(([, es]) => es).join("; ")}.`,
      ];
    }
    case "teammate_invited":
      return realm === "hr"
        ? [
            `${change.email} was invited to the HR team as ${change.role}.`,
            `Se invitó a ${change.email} al equipo de RR. HH. como ${change.role}.`,
          ]
        : [
            `${change.email} was invited to the program's operators as ${change.role}.`,
            `Se invitó a ${change.email} a los operadores del programa como ${change.role}.`,
          ];
    case "operator_role_changed":
      return [
        `${change.email}'s role among the program's operators changed from ${change.from} to ${change.to}.`,
        `El rol de ${change.email} entre los operadores del programa cambió de ${change.from} a ${change.to}.`,
      ];
    case "operator_disabled":
      return [
        `${change.email} was disabled as an operator of the program: every session of theirs ended.`,
        `Se desactivó a ${change.email} como operador del programa: todas sus sesiones terminaron.`,
      ];
    case "operator_enabled":
      return [
        `${change.email} was enabled again as an operator of the program.`,
        `Se volvió a activar a ${change.email} como operador del programa.`,
      ];
  }
}

/** Where the person undoes it: their account for their own factors, the settings or team page for the employer's. */
const UNDO_PATH: Record<Realm, Record<SecurityChange["kind"], string>> = {
  hr: {
    passkey_added: "/admin/account",
    passkey_removed: "/admin/account",
    totp_added: "/admin/account",
    totp_removed: "/admin/account",
    recovery_codes_created: "/admin/account",
    security_settings_changed: "/admin/security",
    teammate_invited: "/admin/team",
    operator_role_changed: "/admin/team",
    operator_disabled: "/admin/team",
    operator_enabled: "/admin/team",
  },
  operator: {
    passkey_added: "/operator/account",
    passkey_removed: "/operator/account",
    totp_added: "/operator/account",
    totp_removed: "/operator/account",
    recovery_codes_created: "/operator/account",
    security_settings_changed: "/operator/account",
    teammate_invited: "/operator/team",
    operator_role_changed: "/operator/team",
    operator_disabled: "/operator/team",
    operator_enabled: "/operator/team",
  },
};

/**
 * Whose account changed (or who changed the employer's settings): an account of either realm; for
 * HR, the employer whose owners may hear of it too.
 */
export type NoticeHolder = {
  accountId: string;
  realm: Realm;
  employerId?: string;
  /** Who acted, when it was no account (`npm run ops` on a server's shell: `ops:user@host`). */
  by?: string;
};

/**
 * E-mails the people concerned that a security change was made — what, when, from which address
 * and device, by whom, and how to undo it — after the change has been made (and is in the audit
 * trail). A mail that cannot be sent is logged as an error and does not undo the change: the
 * change is already on record, and refusing it now would not make the account any safer.
 */
export async function notifySecurityChange({
  ctx,
  holder,
  change,
  audience,
}: {
  ctx: ServiceContext;
  /** Who made the change (the person it concerns, for their own factors). */
  holder: NoticeHolder;
  change: SecurityChange;
  audience: NoticeAudience;
}): Promise<void> {
  const { accountId: adminId, realm, employerId } = holder;
  const people = await recipientsOf({ ctx, holder, audience });
  const actor = people.find((person) => person.id === adminId);
  const [employer] = employerId
    ? await ctx.db.select({ name: employers.name }).from(employers).where(eq(employers.id, employerId))
    : [];
  const signature = REALM_DISPLAY_NAMES[realm];
  const sessionKind: [en: string, es: string] =
    realm === "hr" ? ["an HR session", "una sesión de RR. HH."] : ["an operator session", "una sesión de operador"];
  const when = `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const from = [ctx.origin?.ipAddress, ctx.origin?.userAgent].filter(Boolean).join(" · ") || "unknown";
  const [whatEn, whatEs] = described(change, realm);
  const undo = `${getEnv().PUBLIC_BASE_URL}${UNDO_PATH[realm][change.kind]}`;
  const by = actor ? `${actor.name} <${actor.email}>` : (holder.by ?? adminId);
  for (const person of people) {
    const mail = composeMail({
      subject: `${employer?.name ?? signature}: security change / cambio de seguridad`,
      sections: [
        {
          language: "en",
          greeting: `Hello ${person.name},`,
          blocks: [
            { kind: "paragraph", text: whatEn },
            {
              kind: "facts",
              rows: [
                ["When", when],
                ["From", from],
                ["By", by],
              ],
            },
            {
              kind: "paragraph",
              text: `If this was you, there is nothing to do. If it was not, sign in now, undo it, end your other sessions on Your account, and tell an owner: someone else may be using ${sessionKind[0]}.`,
            },
            { kind: "action", label: "Review and undo", url: undo },
          ],
          signature,
          notes: [{ text: "We send this for every change to sign-in factors and security settings." }],
        },
        {
          language: "es",
          greeting: `Hola ${person.name}:`,
          blocks: [
            { kind: "paragraph", text: whatEs },
            {
              kind: "facts",
              rows: [
                ["Cuándo", when],
                ["Desde", from],
                ["Quién", by],
              ],
            },
            {
              kind: "paragraph",
              text: `Si fue usted, no tiene que hacer nada. Si no, inicie sesión ahora, deshaga el cambio, cierre sus otras sesiones en Su cuenta y avise a un propietario: otra persona podría estar usando ${sessionKind[1]}.`,
            },
            { kind: "action", label: "Revisar y deshacer", url: undo },
          ],
          signature,
          notes: [
            { text: "Enviamos este aviso por cada cambio en los factores de acceso y la configuración de seguridad." },
          ],
        },
      ],
    });
    try {
      await sendMail({ to: person.email, ...mail });
    } catch (error) {
      logger.error({ err: error, adminId: person.id, change: change.kind }, "security notice not sent");
    }
  }
}

async function recipientsOf({
  ctx,
  holder,
  audience,
}: {
  ctx: QueryContext;
  holder: NoticeHolder;
  audience: NoticeAudience;
}) {
  const { accountId, employerId } = holder;
  const columns = { id: accounts.id, name: accounts.name, email: accounts.email };
  const self = await ctx.db.select(columns).from(accounts).where(eq(accounts.id, accountId));
  if (audience === "self") return self;
  if (holder.realm === "operator") {
    // The program's operators: every active owner hears of a change to the team.
    const owners = await ctx.db
      .select(columns)
      .from(operators)
      .innerJoin(accounts, eq(accounts.id, operators.id))
      .where(and(eq(operators.role, "owner"), isNull(accounts.disabledAt)));
    return [...self, ...owners.filter((owner) => owner.id !== accountId)];
  }
  if (!employerId) return self;
  const owners = await ctx.db
    .select(columns)
    .from(adminUsers)
    .innerJoin(accounts, eq(accounts.id, adminUsers.id))
    .where(and(eq(adminUsers.employerId, employerId), eq(adminUsers.role, "owner"), isNull(accounts.disabledAt)));
  return [...self, ...owners.filter((owner) => owner.id !== accountId)];
}
