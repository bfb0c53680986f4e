import { z } from "zod";

import { isEventCursor } from "@/lib/domain/events/event-cursor";
import { EVENT_TYPES } from "@/lib/domain/events/event-types";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";

export const EVENT_PAGE_DEFAULT = 100;
export const EVENT_PAGE_MAX = 500;

const eventType = z
  .string()
  .refine((value) => (EVENT_TYPES as readonly string[]).includes(value), {
    params: { code: "event_type_unknown" },
    message: `One of: ${EVENT_TYPES.join(", ")}.`,
  })
  .meta({ enum: [...EVENT_TYPES] });

/** GET /api/events. `type` arrives as a list (repeated, or comma-separated: lib/api/query.ts). */
export const listEventsQuerySchema = z.strictObject({
  after: z
    .string()
    .refine(isEventCursor, { params: { code: "cursor_invalid" }, message: FIELD_ERROR_CODES.cursor_invalid })
    .optional()
    .meta({
      description:
        "`nextCursor` of the previous page: events strictly after it. Without it, the list starts at the oldest event kept.",
      example: "MTo3NTQ6MTI",
    }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(EVENT_PAGE_MAX)
    .default(EVENT_PAGE_DEFAULT)
    .meta({ description: `Events per page, 1–${EVENT_PAGE_MAX}.` }),
  type: z.array(eventType).min(1).max(EVENT_TYPES.length).optional().meta({
    description:
      "Only these types, as your API version names them: repeat the parameter (`type=a&type=b`) or separate with commas.",
  }),
  employeeId: z
    .string()
    .regex(/^empl_[A-Za-z0-9]{1,64}$/)
    .optional()
    .meta({ description: "Only events about this employee (`empl_…`).", example: "empl_3xK9q2VfYp0LmN7bR4tZ1a" }),
});
export type ListEventsQuery = z.output<typeof listEventsQuerySchema>;

/** The parameters that may hold several values. */
export const EVENT_LIST_PARAMS = ["type"] as const;
