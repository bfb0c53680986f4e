import { z } from "zod";

// Support across employers, from the operator console and `npm run ops -- people …`
// (docs/operator.md#people).

/**
 * GET /api/operator/people?q=…: a name, e-mail or external id (contains), our id or a person's
 * reference; at least three characters, as a search that matches less would name half the program.
 */
export const peopleSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(3, "too_short").max(100, "too_long"),
});
