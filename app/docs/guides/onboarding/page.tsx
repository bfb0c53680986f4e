import type { Metadata } from "next";

import { Code, GuideLayout, H2, Pre } from "@/components/docs/guide-layout";
import { getEnv } from "@/lib/env";
import { versionAdding } from "@/lib/versions";

export const metadata: Metadata = { title: "Onboarding, end to end" };

// Each step is a shell block that runs as pasted, in order, in one terminal (bash or zsh, with curl,
// jq and openssl), with nothing to edit but the credentials: the docs journey runs them all against
// the sandbox (e2e/docs/guide-examples.spec.ts), for an employer repaying by payroll and one
// repaying from a saved payment method.
export default function OnboardingGuidePage() {
  const origin = new URL(getEnv().PUBLIC_BASE_URL).origin;
  return (
    <GuideLayout title="Onboarding, end to end">
      <p>
        An employee gets a card once all 12 onboarding requirements hold. Each step below is one call; after any of
        them, <Code>GET …/onboarding/status</Code> (API-Version {versionAdding("getOnboardingStatus")}) says what is
        still missing, who can fix it and with which fields. Every POST sends an <Code>Idempotency-Key</Code>, so a
        retry never does a thing twice.
      </p>
      <p>
        Paste the blocks in order into one terminal (bash or zsh, with <Code>curl</Code>, <Code>jq</Code> and{" "}
        <Code>openssl</Code>). Only the first needs editing: your API client&apos;s id and secret (in the sandbox,{" "}
        <Code>.data/demo.json</Code>, or HR&apos;s API clients page). Everything else comes from your account as you go.
      </p>
      <Pre>{`export CLIENT_ID=cli_…  CLIENT_SECRET=csk_test_…`}</Pre>
      <H2>1. Find your employer and an active payroll schedule</H2>
      <Pre run>{`BASE_URL=${origin}
api() { curl -sS --fail-with-body -u "$CLIENT_ID:$CLIENT_SECRET" -H "content-type: application/json" "$@"; }
key() { openssl rand -hex 16; }   # a fresh Idempotency-Key
EMPLOYERS=$(api "$BASE_URL/api/employers")
EMPLOYER=$(echo "$EMPLOYERS" | jq -r '.data[0].id')
SCHEDULE=$(api "$BASE_URL/api/employers/$EMPLOYER/payroll-schedules" | jq -r '[.data[] | select(.active)][0].id')
echo "employer $EMPLOYER, payroll schedule $SCHEDULE"`}</Pre>
      <H2>2. Create the employee, enrolled in onboarding</H2>
      <Pre run>{`EMPLOYEE=$(api -H "Idempotency-Key: $(key)" "$BASE_URL/api/employers/$EMPLOYER/employees" -d '{
  "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "enrollInNewOnboarding": true,
  "isEmployed": true, "isEligible": true, "birthDate": "1990-04-23", "ssn": "231-54-8765",
  "phoneNumber": "+14155552671", "payrollScheduleId": '"$SCHEDULE"',
  "address": {"line1": "1 Market St", "city": "San Francisco", "state": "CA", "postalCode": "94105"}}' | jq -r .id)
E="$BASE_URL/api/employers/$EMPLOYER/employees/$EMPLOYEE"
api "$E" | jq '{id, ssnLastFour, onboarding_status}'`}</Pre>
      <p>
        The SSN is write-only: answers carry <Code>ssnLastFour</Code>. One employee per SSN per employer (
        <Code>409 ssn_taken</Code> names the one who has it); the sandbox lets its test SSN <Code>231-54-8765</Code> be
        shared, so this block works every time. Fix data later with a JSON Patch (<Code>PATCH …/employees/…</Code>), or
        send the employee to the <a href="/docs/guides/portal">hosted portal</a> to fill it in themselves.
      </p>
      <H2>3. Agreements</H2>
      <p>Each required agreement, accepted at its latest version:</p>
      <Pre run>{`for AGREEMENT in $(api "$E/agreements" | jq -r '.data[] | select(.required) | "\\(.id)=\\(.tag)"'); do
  api -H "Idempotency-Key: $(key)" "$E/agreements/\${AGREEMENT%%=*}" \\
    -d '{"agreementTag": "'"\${AGREEMENT#*=}"'", "acceptedAt": "'"$(date -u +%Y-%m-%dT%H:%M:%SZ)"'"}' | jq -c '{id, tag, acceptedOn}'
done`}</Pre>
      <H2>4. Ability to repay</H2>
      <p>Integer cents: $52,000 a year and $1,500 a month of obligations pass.</p>
      <Pre
        run
      >{`api -H "Idempotency-Key: $(key)" "$E/atr" -d '{"annualIncome": 5200000, "monthlyObligations": 150000}' \\
  | jq '{status, maxAllowableBalance}'`}</Pre>
      <H2>5. Repayment method (only if the employer repays from a saved method)</H2>
      <p>
        In your app, the person confirms the SetupIntent with Stripe.js or the mobile SDK; in the sandbox, the test
        token <Code>pm_card_visa</Code> stands in for them:
      </p>
      <Pre run>{`if [ "$(echo "$EMPLOYERS" | jq -r '.data[0].paymentMethodRepayment')" = true ]; then
  SECRET=$(api "$E/payment-methods/stripe/client-secret" | jq -r .clientSecret)
  api "$BASE_URL/api/sandbox/stripe/setup_intents/\${SECRET%%_secret_*}/confirm" \\
    -d '{"payment_method": "pm_card_visa", "client_secret": "'"$SECRET"'"}' > /dev/null
  api -H "Idempotency-Key: $(key)" "$E/payment-methods/stripe" -d '{"setupIntentId": "'"\${SECRET%%_secret_*}"'"}' \\
    | jq '{type, paymentMethodStatus}'
fi`}</Pre>
      <H2>6. Identity verification</H2>
      <p>
        <Code>initiate</Code> answers <Code>202</Code>; the outcome arrives as a webhook (
        <Code>identity-verification.success</Code>, <Code>.failed</Code> or <Code>.needs-documentary-evidence</Code>,
        then upload a document with <Code>POST …/evidence</Code>). Here, without a webhook receiver, the employee is
        read until it is decided:
      </p>
      <Pre run>{`api -X POST -H "Idempotency-Key: $(key)" "$E/identity-verification/initiate" | jq .onboarding_status
for attempt in $(seq 30); do
  STATUS=$(api "$E" | jq -r .onboarding_status)
  [ "$STATUS" = PENDING ] || break
  sleep 1
done
echo "identity: $STATUS"`}</Pre>
      <p>
        When documents are asked for (<Code>NEEDS_EXPANDED_VERIFICATION</Code>; in the sandbox, an SSN ending{" "}
        <Code>1111</Code>), the person photographs an ID. This sends the sandbox&apos;s test image (
        <a href="/examples/identity/test-document.png">test-document.png</a>, a real 240 × 150 PNG) as a passport, and
        reads the employee again until the review decides:
      </p>
      <Pre run>{`if [ "$STATUS" = NEEDS_EXPANDED_VERIFICATION ]; then
  IMAGE=$(curl -sS --fail-with-body "$BASE_URL/examples/identity/test-document.png" | base64 | tr -d '\n')
  api -H "Idempotency-Key: $(key)" "$E/evidence" -d '{"documentType": "PASSPORT", "frontImage": "'"$IMAGE"'"}' \
    | jq .onboarding_status
  for attempt in $(seq 30); do
    STATUS=$(api "$E" | jq -r .onboarding_status)
    [ "$STATUS" = PENDING ] || break
    sleep 1
  done
  echo "identity after documents: $STATUS"
fi`}</Pre>
      <H2>7. The card</H2>
      <Pre run>{`api "$E/onboarding/status" -H "API-Version: ${versionAdding("getOnboardingStatus")}" | jq .complete
api -X POST -H "Idempotency-Key: $(key)" "$E/cards?cardType=virtual" | jq '{id, status, virtualCard}'`}</Pre>
      <p>
        Before every requirement holds the answer is <Code>400 onboarding_incomplete</Code> listing the unmet ones;{" "}
        <Code>cardType=all</Code> adds a physical card, activated with{" "}
        <Code>POST …/cards/{"{cardId}"}/activate-physical-card</Code> once mailed. Afterwards a card can be locked and
        unlocked (<Code>…/lock</Code>, <Code>…/unlock</Code>, locks stack by reason), reported lost or stolen (
        <Code>…/report-lost-or-stolen</Code>: closed and replaced by a new card), mailed again when it came back (
        <Code>…/mail-again</Code>) or closed (<Code>…/close</Code>); <Code>card.locked</Code>,{" "}
        <Code>card.unlocked</Code>, <Code>card.closed</Code> and <Code>card.replaced</Code> say so. A new income answer
        from a card holder asks for a higher limit: preview it with{" "}
        <Code>POST …/cards/{"{cardId}"}/limit-requests/preview</Code>, then confirm the limit shown with{" "}
        <Code>POST …/cards/{"{cardId}"}/limit-requests</Code> (<Code>card.limit_raised</Code>); the limit never goes
        down this way, and <Code>POST …/atr</Code> answers <Code>409 card_terms_in_force</Code>.
      </p>
    </GuideLayout>
  );
}
