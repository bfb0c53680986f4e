import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { json } from "@/lib/api/respond";
import { serializeEventPage } from "@/lib/api/serializers/event";
import { withPartner } from "@/lib/api/with-partner";
import { EVENT_LIST_PARAMS, listEventsQuerySchema } from "@/lib/schemas/event";
import { listEvents } from "@/lib/services/events/list-events";
import { eventTypesSeenAs } from "@/lib/versions";

// The event feed: the client's events in order after a cursor, shaped for the request's version.
const handleGET = withPartner(async ({ request, ctx, apiVersion }) => {
  const query = parseQuery(request, listEventsQuerySchema, { lists: EVENT_LIST_PARAMS });
  const page = await listEvents({
    ctx,
    input: {
      after: query.after,
      limit: query.limit,
      // The filter names types as the client's version does; the feed stores the newest names.
      types: query.type && eventTypesSeenAs(query.type, apiVersion),
      employeeId: query.employeeId,
    },
  });
  return json(serializeEventPage(page, query.after, apiVersion));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
