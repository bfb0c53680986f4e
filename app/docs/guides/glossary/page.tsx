import type { Metadata } from "next";

import { Code, GuideLayout, H2, Table } from "@/components/docs/guide-layout";
import { VERIFICATION_STATUSES } from "@/lib/domain/identity/verification-status";

export const metadata: Metadata = { title: "Glossary" };

// The names the contract fixed before this service existed, kept as they are so that integrations
// written against the release notes keep working; each says what it means here.
export default function GlossaryPage() {
  return (
    <GuideLayout title="Glossary">
      <p>
        A few names in the API come from the contract&apos;s release notes and do not follow the rest of the API&apos;s
        conventions. They are kept as they are so that integrations written against those notes keep working; this page
        says what each one means.
      </p>
      <H2>Names the contract fixed</H2>
      <Table
        head={["name", "what it is"]}
        rows={[
          [
            <Code key="status">onboarding_status</Code>,
            <>
              On the employee: the state of the identity check only ({VERIFICATION_STATUSES.join(", ")}), in snake case
              where every other field is camel case. The whole onboarding, with each of its requirements and who acts
              next, is <Code>GET …/employees/{"{employeeId}"}/onboarding/status</Code>.
            </>,
          ],
          [
            <Code key="accepted">acceptedAt / acceptedOn</Code>,
            <>
              An agreement&apos;s acceptance is sent as <Code>acceptedAt</Code> (when the person accepted, ISO 8601 in
              UTC) and answered as <Code>acceptedOn</Code>: when the version <Code>acceptedTag</Code> names was
              accepted, null until it is.
            </>,
          ],
          [
            <Code key="close">close-account</Code>,
            <>
              <Code>POST /v1/integration/close-account</Code> closes no account: in the sandbox and staging only, it
              puts the employee&apos;s identity check back to <Code>NOT_STARTED</Code> and sends the next one to the
              expanded (document) check. Production answers 404.
            </>,
          ],
          [
            <Code key="pm">payment method ids</Code>,
            <>
              Integers (<Code>17</Code>), where every other id is a prefixed string (<Code>empl_…</Code>,{" "}
              <Code>card_…</Code>, <Code>evt_…</Code>).
            </>,
          ],
          [
            <Code key="v1">/v1/… and employer_id</Code>,
            <>
              The release notes&apos; paths, with snake-case parameters:{" "}
              <Code>
                GET /v1/employers/{"{employer_id}"}/employees/{"{employee_id}"}
              </Code>{" "}
              is the same employee as{" "}
              <Code>
                /api/employers/{"{employerId}"}/employees/{"{employeeId}"}
              </Code>
              ; <Code>close-account</Code> is only under <Code>/v1</Code>.
            </>,
          ],
          [
            <Code key="alias">dateOfBirth, address.zipCode</Code>,
            <>
              Accepted as aliases of <Code>birthDate</Code> and <Code>address.postalCode</Code> when an employee is
              created or patched; answers use <Code>birthDate</Code> and <Code>postalCode</Code>.
            </>,
          ],
        ]}
      />
    </GuideLayout>
  );
}
