import { z } from "zod";

import { adminEmployeeDetailSchema } from "./admin-employee-detail";
import { inviteResultSchema, waitingOnSchema } from "./admin-employees";
import { timestamp } from "./common";

// What the operator console's people routes answer (app/api/operator/people/**;
// lib/api/serializers/person.ts). Internal, not in the partner OpenAPI document: the console's
// people pages read these types.

/** One match of GET /api/operator/people: the person, their employer and where they stand. */
export const personRowSchema = z.strictObject({
  id: z.string(),
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  employer: z.strictObject({ id: z.string(), name: z.string() }),
  complete: z.boolean(),
  onboardingStatus: z.string(),
  waitingOn: waitingOnSchema.nullable(),
  createdAt: timestamp,
});
export type PersonRow = z.output<typeof personRowSchema>;

/** GET /api/operator/people: the matches (at most 25), and whether there were more. */
export const peopleSearchSchema = z.strictObject({ data: z.array(personRowSchema), more: z.boolean() });
export type PeopleSearch = z.output<typeof peopleSearchSchema>;

/** GET /api/operator/people/{employeeId}: HR's page of the person, masked, with their employer. */
export const personSchema = adminEmployeeDetailSchema.extend({
  employer: z.strictObject({ id: z.string(), name: z.string(), status: z.string() }),
});
export type Person = z.output<typeof personSchema>;

/** POST /api/operator/people/{employeeId}/invitation: what happened to the e-mail. */
export const personInvitationSchema = inviteResultSchema;
export type PersonInvitation = z.output<typeof personInvitationSchema>;
