import type { EmployerContext, QueryContext, ServiceContext } from "./context";

// The inputs many use cases share: one thing of the caller's employer, named by its id. A use case
// whose input is one of these takes it destructured — `getVerification({ ctx, employeeId }:
// EmployeeRequest)` — so the signature rule of conventions.test.ts still reads its keys.

/** One employee of the caller's employer. */
export type EmployeeRequest = { ctx: EmployerContext; employeeId: string };

/** One HR person of the caller's employer (a teammate, or the caller). */
export type TeammateRequest = { ctx: EmployerContext; adminId: string };

/** One employee import of the caller's employer. */
export type ImportRequest = { ctx: EmployerContext; importId: string };

/** One SFTP account of the caller's employer. */
export type SftpAccountRequest = { ctx: EmployerContext; accountId: string };

/** One API client of the caller's employer. */
export type ApiClientRequest = { ctx: EmployerContext; clientId: string };

/** One webhook endpoint; the context's actor says whose (a partner's client, or HR's employer). */
export type WebhookEndpointRequest = { ctx: ServiceContext; endpointId: string };

/** One employee's rows, read or written inside the caller's transaction or outside one. */
export type EmployeeQuery = { ctx: QueryContext; employeeId: string };

/** One account's rows (its factors, its sessions), in a transaction or not. */
export type AccountQuery = { ctx: QueryContext; accountId: string };

/** One HR person of a named employer: the team's rules, asked inside the change's transaction. */
export type TeamMemberQuery = { ctx: QueryContext; employerId: string; adminId: string };

/** A link's token (a sign-in link, a team invitation, a reminders opt-out), before anyone signed in. */
export type TokenRequest = { ctx: ServiceContext; token: string };
