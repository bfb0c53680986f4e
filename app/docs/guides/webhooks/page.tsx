import type { Metadata } from "next";

import { Code, GuideLayout, H2, Pre } from "@/components/docs/guide-layout";
import { EVENT_TYPES } from "@/lib/domain/events/event-types";

export const metadata: Metadata = { title: "Webhooks and signatures" };

export default function WebhooksGuidePage() {
  return (
    <GuideLayout title="Webhooks and signatures">
      <p>
        Register an endpoint with <Code>{`POST /api/webhook-endpoints {"url": "https://…", "events": ["*"]}`}</Code>;
        the answer carries the signing secret (<Code>whsec_…</Code>) once. Every event is written in the same
        transaction as the change and delivered at least once: dedupe on <Code>webhook-id</Code>.
      </p>
      <H2>Verifying a delivery</H2>
      <p>
        Deliveries follow{" "}
        <a className="underline" href="https://www.standardwebhooks.com">
          Standard Webhooks
        </a>
        : <Code>webhook-id</Code>, <Code>webhook-timestamp</Code> and <Code>webhook-signature</Code> (<Code>v1,</Code> +
        base64 HMAC-SHA256 of <Code>{"{id}.{timestamp}.{body}"}</Code> keyed with the base64 after <Code>whsec_</Code>;
        two during a secret rotation). Verify the raw body, and reject timestamps more than five minutes off:
      </p>
      <Pre>{`import { Webhook } from "standardwebhooks";

const event = new Webhook(process.env.WEBHOOK_SECRET!).verify(rawBody, {
  "webhook-id": request.headers.get("webhook-id")!,
  "webhook-timestamp": request.headers.get("webhook-timestamp")!,
  "webhook-signature": request.headers.get("webhook-signature")!,
}); // throws when forged or stale`}</Pre>
      <H2>Retries</H2>
      <p>
        A 2xx within 10 seconds is success. Otherwise the delivery is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h
        and 10 h, then marked failed; <Code>GET /api/webhook-endpoints/{"{id}"}/deliveries</Code> shows every attempt
        and <Code>…/replay</Code> sends one again.
      </p>
      <H2>Testing an endpoint</H2>
      <p>
        <Code>POST /api/webhook-endpoints/{"{id}"}/test</Code> sends a signed <Code>webhook-endpoint.test</Code> event
        to that endpoint only, through the same pipeline, and answers <Code>202</Code> with the delivery; its{" "}
        <Code>id</Code> is the <Code>webhook-id</Code> your receiver gets.
      </p>
      <H2>Ordering and catching up</H2>
      <p>
        Events about an employee carry <Code>sequence</Code>: 1, 2, 3 … per employee, without gaps, in commit order.
        Deliveries may arrive out of order; order by <Code>sequence</Code>.
      </p>
      <p>
        After an outage, list what you missed with <Code>GET /api/events?after={"{nextCursor}"}</Code> until{" "}
        <Code>hasMore</Code> is false; each item is the webhook&apos;s body. No event is skipped or repeated across
        pages, even while events are being written. Filter with <Code>type</Code> and <Code>employeeId</Code>. Events
        are kept 30 days; an older cursor answers <Code>410 cursor_expired</Code>.
      </p>
      <Pre>{`let cursor = await store.get("events-cursor"); // null the first time
for (;;) {
  const page = await api.GET("/api/events", { params: { query: { after: cursor ?? undefined, limit: 500 } } });
  for (const event of page.data!.data) await applyOnce(event); // dedupe on event.id
  cursor = page.data!.nextCursor;
  await store.set("events-cursor", cursor);
  if (!page.data!.hasMore) break;
}`}</Pre>
      <H2>Events</H2>
      <p>
        Each event&apos;s payload is in the reference under <em>Webhook events</em>:
      </p>
      <ul className="list-disc pl-6">
        {EVENT_TYPES.map((type) => (
          <li key={type}>
            <Code>{type}</Code>
          </li>
        ))}
      </ul>
    </GuideLayout>
  );
}
