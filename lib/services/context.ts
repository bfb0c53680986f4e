import type { Db, Queryable } from "@/db/client";
import type { HrRole } from "@/lib/domain/hr/hr-roles";
import type { OperatorRole } from "@/lib/domain/operator/operator-roles";

/**
 * Who is acting. The entry points say so — the HTTP wrappers from the credential, the worker and
 * the CLIs as the system — and the use cases decide what each may do.
 */
export type Actor =
  | { type: "partner"; clientId: string; employerIds: ReadonlySet<string> }
  | { type: "employee"; employeeId: string; employerId: string }
  /** HR of one employer, in the role they hold now (read from the database on every request). */
  | {
      type: "admin";
      adminId: string;
      employerId: string;
      role: HrRole;
      /** The session acting, over HTTP: step-up reads when it last proved who it is. */
      session?: { id: string; factorAt: Date | null; stage?: "active" | "second_factor" | "enrol" };
    }
  /** The program's own staff, in the role they hold now (read from the database on every request). */
  | {
      type: "operator";
      operatorId: string;
      role: OperatorRole;
      session?: { id: string; factorAt: Date | null; stage?: "active" | "second_factor" | "enrol" };
    }
  | { type: "system"; name: string }
  /** Not signed in: sign-in, sign-in links, health. */
  | { type: "anonymous" };

/** Where a call came from, for the records that must say so (an agreement acceptance). */
export type Origin = { requestId: string; ipAddress: string | null; userAgent: string | null };

/** What every use case receives first. */
export type ServiceContext = { db: Db; actor: Actor; origin?: Origin };

/**
 * A context scoped to one employer: from the path (checked against the partner's employers by the
 * wrapper) or from the session. Every query a use case makes is filtered by this `employerId`.
 */
export type EmployerContext = ServiceContext & { employerId: string };

/** The same scope inside a transaction: `db` is the transaction. */
export type TxContext = Omit<EmployerContext, "db"> & { db: Queryable };

/** The id stored beside a record to say who made it (agreement acceptances, imports). */
export function actorId(actor: Actor): string {
  switch (actor.type) {
    case "partner":
      return actor.clientId;
    case "employee":
      return actor.employeeId;
    case "admin":
      return actor.adminId;
    case "operator":
      return actor.operatorId;
    case "system":
      return actor.name;
    case "anonymous":
      return "anonymous";
  }
}

/** The employee a portal session belongs to, acting on their own record. */
export const employeeActor = (session: { employeeId: string; employerId: string }): Actor => ({
  type: "employee",
  employeeId: session.employeeId,
  employerId: session.employerId,
});

/** A portal session's context: the employee as actor, scoped to their employer. */
export const employeeContext = (
  db: Db,
  session: { employeeId: string; employerId: string },
  origin?: Origin,
): EmployerContext => ({
  db,
  actor: employeeActor(session),
  employerId: session.employerId,
  ...(origin ? { origin } : {}),
});

/** A context for a caller who has not signed in. */
export const anonymousContext = (db: Db): ServiceContext => ({ db, actor: { type: "anonymous" } });

/** A context for work nobody asked for over HTTP: the worker, the CLIs, the seed. */
export const systemContext = (db: Db, name: string, employerId: string): EmployerContext => ({
  db,
  actor: { type: "system", name },
  employerId,
});

/** Any context, in a transaction or not: for use cases that make one statement or run inside the caller's transaction. */
export type QueryContext = { db: Queryable; actor: Actor };

/**
 * A context for the system's own work across employers (the worker's sweeps and purges, the SFTP
 * door); inside a transaction, pass the transaction as `db`.
 */
export const systemWideContext = <D extends Queryable>(db: D, name: string): { db: D; actor: Actor } => ({
  db,
  actor: { type: "system", name },
});
