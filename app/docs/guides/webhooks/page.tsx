import fs from "node:fs";
import path from "node:path";

import type { Metadata } from "next";

import { Code, GuideLayout, H2, Pre } from "@/components/docs/guide-layout";
import { EVENT_TYPES } from "@/lib/domain/events/event-types";
import { getEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Webhooks and signatures" };

/** The runnable examples, served as files (public/examples/webhooks) and shown here as they are. */
const EXAMPLES = "/examples/webhooks";
const example = (file: string) => fs.readFileSync(path.join(process.cwd(), "public", EXAMPLES, file), "utf8");

export default function WebhooksGuidePage() {
  const origin = new URL(getEnv().PUBLIC_BASE_URL).origin;
  return (
    <GuideLayout title="Webhooks and signatures">
      <p>
        Register an endpoint with <Code>{`POST /api/webhook-endpoints {"url": "https://…", "events": ["*"]}`}</Code>;
        the answer carries the signing secret (<Code>whsec_…</Code>) once. The endpoint&apos;s payloads follow its own
        API version, fixed when you register it (<Code>apiVersion</Code> in the body, else the request&apos;s;{" "}
        <a className="underline" href="/docs/guides/versions">
          API versions
        </a>
        ). Every event is written in the same transaction as the change it announces and delivered at least once.
      </p>
      <H2>Processing each event once</H2>
      <p id="dedupe">
        <strong>
          Process each event once by its body&apos;s <Code>id</Code>
        </strong>{" "}
        (<Code>evt_…</Code>). The same event can reach you more than once: a delivery retried after a timeout, a replay,
        a second endpoint, and the catch-up API all carry the same event <Code>id</Code>. Keep the ids you have
        processed (a unique key, written in the same transaction as what the event changes in your system) and answer{" "}
        <Code>2xx</Code> to one you have seen.
      </p>
      <p>
        The <Code>webhook-id</Code> header (<Code>msg_…</Code>) names one delivery of an event to one endpoint and stays
        the same across that delivery&apos;s retries and replays: the signature covers it, and it is what to quote to
        support about a delivery. It is not the event: the same event sent to a second endpoint is another delivery, and
        the catch-up API has no delivery at all, so only the event <Code>id</Code> catches every repeat.
      </p>
      <H2>Verifying a delivery</H2>
      <p>
        Deliveries follow{" "}
        <a className="underline" href="https://www.standardwebhooks.com">
          Standard Webhooks
        </a>
        : <Code>webhook-id</Code>, <Code>webhook-timestamp</Code> and <Code>webhook-signature</Code> (<Code>v1,</Code> +
        base64 HMAC-SHA256 of <Code>{"{webhook-id}.{webhook-timestamp}.{body}"}</Code> keyed with the base64-decoded
        part after <Code>whsec_</Code>; two, space-separated, during a secret rotation). Verify the raw body as it
        arrived, and reject timestamps more than five minutes off. Two complete receivers that do both and process each
        event once:
      </p>
      <Receivers />
      <H2>Receiving events on your laptop</H2>
      <p>
        Before your receiver is reachable from the internet,{" "}
        <a className="underline" href={`${EXAMPLES}/listen.mjs`} download>
          listen.mjs
        </a>{" "}
        (Node.js 20.9+, no dependencies) reads your events from the catch-up API and forwards each new one to a local
        address, signed as a real delivery is (with the event&apos;s <Code>id</Code> as <Code>webhook-id</Code>). It
        prints the secret it signs with; give that to your receiver. An event your receiver does not acknowledge is
        retried, in order.
      </p>
      <Pre>{`curl -O ${origin}${EXAMPLES}/listen.mjs
BENEFITS_API_URL=${origin} CLIENT_ID=$CLIENT_ID CLIENT_SECRET=$CLIENT_SECRET \\
  node listen.mjs --forward-to http://localhost:4242/webhooks`}</Pre>
      <p>
        <Code>--from-start</Code> also forwards the events already kept, <Code>--api-version</Code> shapes them for
        another version, <Code>--once</Code> forwards what is there and exits.
      </p>
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
        are kept 30 days; an older cursor answers <Code>410 cursor_expired</Code>. What you catch up on may include
        events your receiver already processed: the same rule, the event <Code>id</Code>, skips them.
      </p>
      <Pre>{`let cursor = await store.get("events-cursor"); // null the first time
for (;;) {
  const page = await api.GET("/api/events", { params: { query: { after: cursor ?? undefined, limit: 500 } } });
  for (const event of page.data!.data) await processOnce(event); // by event.id, as the receivers above
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

/** The two complete receivers, shown as the files are served. */
function Receivers() {
  return (
    <>
      <p>
        TypeScript (Node.js 20.9+, <Code>npm install standardwebhooks</Code>, then{" "}
        <Code>WEBHOOK_SECRET=whsec_… npx tsx receiver.ts</Code>) —{" "}
        <a className="underline" href={`${EXAMPLES}/receiver.ts`} download>
          receiver.ts
        </a>
        :
      </p>
      <Pre>{example("receiver.ts")}</Pre>
      <p>
        Python (3.9+, standard library only: <Code>WEBHOOK_SECRET=whsec_… python3 receiver.py</Code>) —{" "}
        <a className="underline" href={`${EXAMPLES}/receiver.py`} download>
          receiver.py
        </a>
        :
      </p>
      <Pre>{example("receiver.py")}</Pre>
    </>
  );
}
