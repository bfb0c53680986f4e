import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { listEventsQuerySchema } from "@/lib/schemas/event";
import { eventListSchema } from "@/lib/schemas/responses/event-envelope";

import { registerOperation } from "../operation";

export function registerEventPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/api/events",
    operationId: "listEvents",
    summary: "List events",
    description: [
      "The events of the employers your client is bound to, oldest first, each exactly as a webhook carries it (shaped for the request's API version), for catching up after an outage without waiting for retries.",
      "Page with `after` = the previous page's `nextCursor` until `hasMore` is false; keep the last `nextCursor` and poll with it. No event is skipped or repeated across pages, even while events are being written: an event appears once every transaction that started before it has ended (normally milliseconds).",
      "Events about one of your endpoints (`webhook-endpoint.*`) are listed for your client only; test events are never listed. Events are kept 30 days (a deployment may keep them longer): a cursor older than that is `410 cursor_expired`.",
    ].join("\n\n"),
    tag: "Events",
    query: listEventsQuerySchema,
    success: { status: 200, description: "A page of events.", schema: eventListSchema },
    errors: ["cursor_expired"],
  });
}
