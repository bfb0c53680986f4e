import type { Realm } from "@/lib/domain/accounts/realms";
import { roleMay, type HrPermission } from "@/lib/domain/hr/hr-roles";
import { operatorMayAsHr } from "@/lib/domain/operator/operator-roles";
import { AppError } from "@/lib/errors/app-error";

import type { Actor } from "./context";

const REFUSALS: Record<HrPermission, string> = {
  "employees.read": "Your role cannot see this employer's employees.",
  "employees.read_unmasked": "Your role sees addresses and dates of birth masked.",
  "employees.write": "Your role cannot add or change employees.",
  "employees.sign_out": "Your role cannot sign employees out.",
  "employees.erase": "Your role cannot erase employees.",
  "employees.invite": "Your role cannot invite employees.",
  "employees.invite_link": "Your role cannot make invite links.",
  "employees.export": "Your role cannot export.",
  "imports.write": "Your role cannot import eligibility files.",
  "cards.write": "Your role cannot change cards.",
  "team.manage": "Only an owner can manage the team.",
  "sftp.manage": "Only an owner can manage SFTP accounts.",
  "api_clients.manage": "Only an owner can manage API clients.",
  "webhooks.manage": "Only an owner can manage webhooks.",
  "settings.manage": "Only an owner can change the employer's settings.",
  "audit.read": "Only an owner can read the audit trail.",
};

/**
 * Whether the actor holds an HR permission. HR holds it only in a role that does
 * (lib/domain/hr/hr-roles.ts). A partner, the employee, the system and an anonymous caller are not
 * decided by role: each use case's own rules hold them (tenant scope, patch policy, card rules,
 * what a sign-in may do). Every kind of actor is named, so a new one must be decided here before
 * it compiles: none passes by default.
 */
export function actorMay(actor: Actor, permission: HrPermission): boolean {
  switch (actor.type) {
    case "admin":
      return roleMay(actor.role, permission);
    // An operator never comes through HR's doors. The console's people use cases authorize the
    // operator first, then call the employer's use cases on that employer's context; there the
    // operator holds only the HR permissions their role maps to (OPERATOR_HR_PERMISSIONS).
    case "operator":
      return operatorMayAsHr(actor.role, permission);
    case "partner":
    case "employee":
    case "system":
    case "anonymous":
      return true;
    default:
      return unknownActor(actor);
  }
}

/** A kind of actor no case above names: refused (unreachable while the switch is exhaustive). */
function unknownActor(actor: never): never {
  const type = String((actor as { type?: unknown }).type);
  throw new AppError("unauthorized", "This caller is not allowed here.", { internal: { actorType: type } });
}

/**
 * HR may do this only in a role that holds the permission: every use case HR reaches asks here
 * first, so no route or page decides it (actorMay says who is decided by role).
 */
export function authorize(actor: Actor, permission: HrPermission): void {
  if (!actorMay(actor, permission))
    throw new AppError("role_not_allowed", REFUSALS[permission], { internal: { permission } });
}

/** An HR person acting. */
export type HrActor = Extract<Actor, { type: "admin" }>;

type ActorSession = NonNullable<HrActor["session"]>;

/**
 * The account acting on itself: its id and realm, its session, and for HR the employer it is a
 * member of (undefined for an operator).
 */
export type AccountHolder = { accountId: string; realm: Realm; employerId?: string; session?: ActorSession };

/**
 * What any person may do to their own account, whatever their role — their factors and recovery
 * codes, step-up, the steps of their own sign-in, their account page — asks here: the actor must
 * be a person with an account, HR or operator (with a session, when the step belongs to one).
 * Partners, employees and the system never reach these use cases through their own doors; if one
 * did, it is refused as not signed in.
 */
export function authorizeOwnAccount(actor: Actor): AccountHolder;
export function authorizeOwnAccount(
  actor: Actor,
  options: { session: true },
): AccountHolder & { session: ActorSession };
export function authorizeOwnAccount(actor: Actor, options?: { session: true }): AccountHolder {
  const holder = accountHolderOf(actor);
  if (!holder || (options?.session && !holder.session)) throw new AppError("unauthorized", "Sign in first.");
  return holder;
}

/** The HR person acting on their own account where only HR has the step (linking single sign-on). */
export function authorizeHrAccount(actor: Actor): HrActor & { session: ActorSession } {
  if (actor.type !== "admin" || !actor.session) throw new AppError("unauthorized", "Sign in to the HR admin area.");
  return { ...actor, session: actor.session };
}

function accountHolderOf(actor: Actor): AccountHolder | undefined {
  switch (actor.type) {
    case "admin":
      return {
        accountId: actor.adminId,
        realm: "hr",
        employerId: actor.employerId,
        ...(actor.session ? { session: actor.session } : {}),
      };
    case "operator":
      return { accountId: actor.operatorId, realm: "operator", ...(actor.session ? { session: actor.session } : {}) };
    case "partner":
    case "employee":
    case "system":
    case "anonymous":
      return undefined;
    default:
      return unknownActor(actor);
  }
}
