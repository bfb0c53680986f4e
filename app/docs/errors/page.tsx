import type { Metadata } from "next";

import { Code, GuideLayout, H2, InlineText, Table } from "@/components/docs/guide-layout";
import { ERROR_CODES, FIELD_ERROR_CODES, type ErrorCode } from "@/lib/errors/catalog";
import { ERROR_DESCRIPTIONS } from "@/lib/errors/descriptions";
import { httpStatusOf } from "@/lib/errors/http-status";

export const metadata: Metadata = { title: "Errors" };

// Every problem's `type` points here, at its code's anchor (lib/api/problem.ts): what the code means
// and how to fix it, from the same descriptions as docs/errors.md.
export default function ErrorsPage() {
  const codes = Object.keys(ERROR_DESCRIPTIONS) as ErrorCode[];
  return (
    <GuideLayout title="Errors">
      <p>
        Every error is an RFC 9457 problem document (<Code>application/problem+json</Code>). Branch on <Code>code</Code>
        , never on <Code>title</Code> or <Code>detail</Code>: a code is never renamed or reused. <Code>errors</Code>{" "}
        lists each field at fault, its <Code>path</Code> a JSON Pointer into your request. Quote <Code>requestId</Code>{" "}
        (also the <Code>Request-Id</Code> header) when you contact us. A request that gets an error changes nothing.
      </p>
      <H2>Problem codes</H2>
      <Table
        head={["status", "code", "title", "when, and how to fix it"]}
        rows={codes.map((code) => [
          String(httpStatusOf(code)),
          <span key={code} id={code} className="scroll-mt-4">
            <Code>{code}</Code>
          </span>,
          ERROR_CODES[code].title,
          <InlineText key={`${code}-text`} text={ERROR_DESCRIPTIONS[code]} />,
        ])}
      />
      <H2>Field error codes</H2>
      <p>
        Each entry of <Code>errors</Code> has a <Code>code</Code> of its own and the message below (or a more precise
        one).
      </p>
      <Table
        head={["code", "message"]}
        rows={Object.entries(FIELD_ERROR_CODES).map(([code, message]) => [
          <span key={code} id={`field-${code}`} className="scroll-mt-4">
            <Code>{code}</Code>
          </span>,
          message,
        ])}
      />
    </GuideLayout>
  );
}
