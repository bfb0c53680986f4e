import type { Metadata } from "next";

import { Code, GuideLayout, H2, Pre } from "@/components/docs/guide-layout";
import { versionAdding } from "@/lib/versions";

export const metadata: Metadata = { title: "Onboarding, end to end" };

const BASE = "/api/employers/$EMPLOYER/employees/$EMPLOYEE";

export default function OnboardingGuidePage() {
  return (
    <GuideLayout title="Onboarding, end to end">
      <p>
        An employee gets a card once all 12 onboarding requirements hold. Each step below is one call; after any of
        them, <Code>GET …/onboarding/status</Code> (API-Version {versionAdding("getOnboardingStatus")}) says what is
        still missing, who can fix it and with which fields. Send an <Code>Idempotency-Key</Code> on every POST so a
        retry never does a thing twice.
      </p>
      <H2>1. Find your employer and a payroll schedule</H2>
      <Pre>{`curl -u "$CLIENT_ID:$CLIENT_SECRET" http://localhost:3000/api/employers
curl -u "$CLIENT_ID:$CLIENT_SECRET" http://localhost:3000/api/employers/$EMPLOYER/payroll-schedules`}</Pre>
      <H2>2. Create the employee, enrolled in onboarding</H2>
      <Pre>{`curl -u "$CLIENT_ID:$CLIENT_SECRET" -H "Idempotency-Key: $(uuidgen)" -H "content-type: application/json" \\
  -d '{"firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","enrollInNewOnboarding":true,
       "isEmployed":true,"isEligible":true,"birthDate":"1990-04-23","ssn":"231-54-8765",
       "phoneNumber":"+14155552671","payrollScheduleId":1,
       "address":{"line1":"1 Market St","city":"San Francisco","state":"CA","postalCode":"94105"}}' \\
  http://localhost:3000/api/employers/$EMPLOYER/employees`}</Pre>
      <p>
        The SSN is write-only: answers carry <Code>ssnLastFour</Code>. Fix data later with a JSON Patch (
        <Code>PATCH {BASE}</Code>). Or send the employee to the portal with <Code>POST …/invite-link</Code> and let them
        fill it in.
      </p>
      <H2>3. Agreements</H2>
      <p>
        <Code>GET …/agreements</Code> lists them with the latest <Code>tag</Code>; accept each required one with{" "}
        <Code>{`POST …/agreements/{agreementId} {"agreementTag": "…", "acceptedAt": "2026-11-21T14:03:00Z"}`}</Code>.
      </p>
      <H2>4. Ability to repay</H2>
      <p>
        <Code>{`POST …/atr {"annualIncome": 5200000, "monthlyObligations": 150000}`}</Code> — integer cents. The answer
        is Passed ATR or Failed ATR with the line and repayment terms.
      </p>
      <H2>5. Repayment method (if the employer repays by payment method)</H2>
      <p>
        <Code>GET …/payment-methods/stripe/publishable-key</Code>, then{" "}
        <Code>GET …/payment-methods/stripe/client-secret</Code>; confirm the SetupIntent with Stripe.js or the mobile
        SDK (in the sandbox: <Code>POST /api/sandbox/stripe/setup_intents/…/confirm</Code>); then{" "}
        <Code>{`POST …/payment-methods/stripe {"setupIntentId": "seti_…"}`}</Code>. Employers that repay by payroll
        deduction skip this.
      </p>
      <H2>6. Identity verification</H2>
      <p>
        <Code>POST …/identity-verification/initiate</Code> answers <Code>202</Code>; the outcome arrives as a webhook (
        <Code>identity-verification.success</Code>, <Code>.failed</Code> or <Code>.needs-documentary-evidence</Code>).
        For the last, upload a document with <Code>POST …/evidence</Code>.
      </p>
      <H2>7. The card</H2>
      <p>
        <Code>POST …/cards?cardType=virtual</Code> (or <Code>all</Code> for a physical card too). Before every
        requirement holds the answer is <Code>400 onboarding_incomplete</Code> listing the unmet ones. A physical card
        is activated with <Code>POST …/cards/{"{cardId}"}/activate-physical-card</Code> once mailed. Afterwards a card
        can be locked and unlocked (<Code>…/lock</Code>, <Code>…/unlock</Code>, locks stack by reason), reported lost or
        stolen (<Code>…/report-lost-or-stolen</Code>: closed and replaced by a new card), mailed again when it came back
        (<Code>…/mail-again</Code>) or closed (<Code>…/close</Code>); <Code>card.locked</Code>,{" "}
        <Code>card.unlocked</Code>, <Code>card.closed</Code> and <Code>card.replaced</Code> say so. A new income answer
        from a card holder asks for a higher limit: preview it with{" "}
        <Code>POST …/cards/{"{cardId}"}/limit-requests/preview</Code>, then confirm the limit shown with{" "}
        <Code>POST …/cards/{"{cardId}"}/limit-requests</Code> (<Code>card.limit_raised</Code>); the limit never goes
        down this way, and <Code>POST …/atr</Code> answers <Code>409 card_terms_in_force</Code>.
      </p>
    </GuideLayout>
  );
}
