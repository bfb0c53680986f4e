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
