import { z } from "zod";

import { REQUIREMENT_KEYS } from "@/lib/domain/requirements";

export const adminEmployeesQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(["all", "complete", "incomplete"]).default("all"),
  stuckOn: z.enum(REQUIREMENT_KEYS).optional(),
  sort: z.enum(["lastName", "createdAt", "progress"]).default("lastName"),
  order: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminEmployeesQuery = z.output<typeof adminEmployeesQuerySchema>;

/** POST /api/admin/sign-in. The e-mail is matched as stored (lower-cased); wrong ones get one answer. */
export const adminSignInSchema = z.strictObject({ email: z.string().trim().max(254), password: z.string().min(1).max(200) });

/** An API client's name, as HR gives it (messages are the form's problem codes; the API uses its own). */
export const apiClientName = z.string().trim().min(1, "required").max(100, "too_long");

/** POST /api/admin/api-clients. */
export const createApiClientSchema = z.strictObject({ name: apiClientName });

/** POST /api/admin/imports: the file's name, for the imports list. */
export const createImportSchema = z.strictObject({ fileName: z.string().trim().max(200).nullish() });
