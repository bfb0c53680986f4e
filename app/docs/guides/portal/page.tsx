import type { Metadata } from "next";
import Link from "next/link";

import { Code, GuideLayout, H2, Pre, Table } from "@/components/docs/guide-layout";

export const metadata: Metadata = { title: "The hosted portal" };

// What a partner's employee sees in the hosted portal, with the portal's own screenshots at phone
// width (docs/screenshots/portal, served by /docs/portal-screens), and how a partner sends people
// there and learns how it went. Issue 44 item 7.

const SHOTS = [
  ["start", "The invite opens on the start page: what the person will need, then “Start now”."],
  ["personal", "Their details: name, birth date, Social Security number, phone and home address."],
  ["check-answers", "They check their answers; saving starts the identity check."],
  ["agreements", "The program's agreements, each to read and accept."],
  ["income", "Their income and monthly obligations, in dollars (the ability-to-repay decision)."],
  ["identity-documents", "Only if the identity check asks for it: a photo of an ID document, front and back."],
  ["repayment-payment-method", "Where the employer repays from a saved method: a card or bank account."],
  ["card-issued", "Their card: issued at once, the physical card activated when it arrives."],
  ["tasks-done", "The task list, all done."],
] as const;

export default function PortalGuidePage() {
  return (
    <GuideLayout title="The hosted portal">
      <p>
        Instead of building the onboarding screens yourself, send each employee to the portal this service hosts. It
        walks them through everything their onboarding status asks of them, on their phone, in English or Spanish, and
        ends with their card. Your app makes the link, sends the person there, and learns how it went from webhooks.
      </p>
      <H2>Send a person to the portal</H2>
      <p>
        Make a single-use link valid for 7 days with <Code>POST …/employees/{"{employeeId}"}/invite-link</Code>. Like
        Stripe&apos;s Account Links, it can carry two URLs of your app (absolute https; http only for localhost). This
        continues the terminal of the <a href="/docs/guides/onboarding">onboarding guide</a>, whose first steps set{" "}
        <Code>$BASE_URL</Code> (this service&apos;s origin), <Code>$EMPLOYER</Code> and <Code>$EMPLOYEE</Code>:
      </p>
      <Pre run>{`curl -sS --fail-with-body -u "$CLIENT_ID:$CLIENT_SECRET" -X POST \\
  "$BASE_URL/api/employers/$EMPLOYER/employees/$EMPLOYEE/invite-link" \\
  -H "content-type: application/json" -H "Idempotency-Key: $(openssl rand -hex 16)" \\
  -d '{"returnUrl": "https://app.partner.example/benefits/done",
       "refreshUrl": "https://app.partner.example/benefits/invite"}' | jq '{url, expiresAt}'`}</Pre>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          <Code>returnUrl</Code>: once the person opened the link, the portal&apos;s header shows “← Back to
          app.partner.example” on every page.
        </li>
        <li>
          <Code>refreshUrl</Code>: where the link sends the person once it no longer works (used, expired, or replaced
          by a newer link) instead of the portal&apos;s sign-in page. Make a fresh link there and redirect to it.
        </li>
        <li>
          Only the newest link of an employee works. Retried under the same <Code>Idempotency-Key</Code>, the call
          answers the same link while it works and a fresh one once it does not: a retry never hands out a dead link.
        </li>
      </ul>
      <H2>What the person sees</H2>
      <p>
        Your onboarding status lists twelve requirements, some of them the employer&apos;s (a payroll schedule, the
        employment and eligibility it reports). The person sees their own tasks instead, at most seven, in the order
        they can do them: their details, checking their answers, identity, agreements, income, repayment and the card.
        The employer&apos;s open items are one line (“waiting on your employer”), and a hard stop (under 18, not
        employed, not eligible, identity failed, income declined) replaces the list with what it means and whom to
        contact.
      </p>
      <ol className="grid list-decimal gap-6 pl-6 sm:grid-cols-2">
        {SHOTS.map(([name, caption]) => (
          <li key={name}>
            <figure className="flex flex-col gap-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size screenshot, served as is */}
              <img
                src={`/docs/portal-screens/${name}-320.png`}
                alt={caption}
                width={320}
                loading="lazy"
                className="rounded border border-slate-300"
              />
              <figcaption className="text-sm text-slate-700">{caption}</figcaption>
            </figure>
          </li>
        ))}
      </ol>
      <H2>Learn how it went</H2>
      <Table
        head={["event", "when"]}
        rows={[
          [<Code key="o">employee.invite_opened</Code>, "The person opened an invite link: they are in the portal."],
          [
            <Code key="x">employee.invite_expired</Code>,
            "An invite expired unopened while it was their newest link: make and send a fresh one.",
          ],
          [
            <Code key="c">employee.onboarding_completed</Code>,
            "Every requirement is met, for the first time: a card can be issued.",
          ],
          [<Code key="k">card.created</Code>, "The person chose their card in the portal and it was issued."],
        ]}
      />
      <p>
        Every event and its payload is in the <Link href="/docs#webhooks">reference</Link>; how to receive them is in{" "}
        <Link href="/docs/guides/webhooks">Webhooks and signatures</Link>. At any time,{" "}
        <Code>GET …/onboarding/status</Code> says where the person stands and who acts next.
      </p>
    </GuideLayout>
  );
}
