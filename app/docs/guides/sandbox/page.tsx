import type { Metadata } from "next";

import { Code, GuideLayout, Table } from "@/components/docs/guide-layout";
import { versionAdding } from "@/lib/versions";

export const metadata: Metadata = { title: "Sandbox test values" };

const VALUES: Array<[React.ReactNode, string]> = [
  [
    <>
      <Code>231-54-8765</Code>, phone <Code>+14155552671</Code>
    </>,
    "Valid data for a complete employee; identity VERIFIED.",
  ],
  [
    <>
      SSN starting <Code>9</Code>, area <Code>000</Code>/<Code>666</Code>, group <Code>00</Code>, serial{" "}
      <Code>0000</Code>
    </>,
    "Refused with an ssn_* field code.",
  ],
  [
    <>
      address line <Code>PO Box 12</Code>
    </>,
    "Refused (address_po_box).",
  ],
  [
    <>
      ATR <Code>5200000</Code> / <Code>150000</Code>
    </>,
    "Passed ATR, a $4,350 line.",
  ],
  [
    <>
      ATR <Code>4255823</Code> / <Code>150000</Code>
    </>,
    "Failed ATR (debt_to_income_exceeded); one cent more passes.",
  ],
  [
    <>
      ATR <Code>annualIncome</Code> 0
    </>,
    "Failed ATR (zero_income).",
  ],
  [
    <>
      SSN ending <Code>1111</Code> / <Code>3333</Code>
    </>,
    "Verification asks for documents, then VERIFIED / FAILED.",
  ],
  [
    <>
      SSN ending <Code>2222</Code>
    </>,
    "Verification FAILED.",
  ],
  [
    <>
      SSN ending <Code>4444</Code> / <Code>5555</Code>
    </>,
    "The provider times out / answers garbage once, then VERIFIED.",
  ],
  [
    <>
      <Code>pm_card_visa</Code>, <Code>pm_card_mastercard</Code>, <Code>pm_card_visa_debit</Code>,{" "}
      <Code>pm_card_amex</Code>
    </>,
    "The sandbox SetupIntent succeeds.",
  ],
  [<Code key="d">pm_card_chargeDeclined</Code>, "The SetupIntent fails (card_declined)."],
  [
    <Code key="b">pm_usBankAccount</Code>,
    "A bank account pending microdeposits; settle it with …/verify_microdeposits.",
  ],
];

export default function SandboxGuidePage() {
  return (
    <GuideLayout title="Sandbox test values">
      <p>
        The sandbox (<Code>APP_ENV=sandbox</Code>, the default) decides outcomes from these values, like Stripe&apos;s
        test numbers, so every branch can be driven from a test. The operations tagged <em>Sandbox</em> in the reference
        exist only there.
      </p>
      <Table head={["value", "effect"]} rows={VALUES.map(([value, effect]) => [value, effect])} />
      <p>
        Physical cards are mailed when they are created and delivered <Code>SANDBOX_CARD_DELIVERY_DELAY</Code> (30 s)
        later by themselves, so creating and then activating needs nothing else;{" "}
        <Code>POST /api/sandbox/issuing/cards/{"{cardId}"}/shipping/deliver</Code> hurries the delivery and{" "}
        <Code>…/return</Code> sends the card back undeliverable. Verification reset:{" "}
        <Code>POST /v1/integration/close-account</Code> (API-Version {versionAdding("closeAccount")} or later).
      </p>
    </GuideLayout>
  );
}
