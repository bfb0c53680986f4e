import type { Metadata } from "next";
import Link from "next/link";

import { Code, GuideLayout, H2, InlineText as Rich, RichList } from "@/components/docs/guide-layout";
import { API_VERSIONS, VERSION_HEADER_HELP } from "@/lib/versions";
import { DEPRECATION_POLICY } from "@/lib/versions/policy";

export const metadata: Metadata = { title: "API versions" };

export default function VersionsGuidePage() {
  return (
    <GuideLayout title="API versions">
      <p>
        <Rich text={VERSION_HEADER_HELP} />
      </p>
      <p>
        Your employer&apos;s HR can also change the pinned version of the employer&apos;s own clients (API clients
        page), and the program&apos;s operator that of a partner&apos;s clients; each change is in the audit trail.
      </p>
      <p>
        Each webhook endpoint has its own version, fixed when you register it (<Code>apiVersion</Code> in the body, else
        the request&apos;s version); its payloads follow it, and their <Code>apiVersion</Code> field says which. To move
        an endpoint to a newer version, register a second endpoint with it beside the first, then delete the first:
        process each event once by its <Code>id</Code> and nothing is handled twice meanwhile. The event list (
        <Code>GET /api/events</Code>) shapes each event for the request&apos;s version.
      </p>
      <H2>The versions</H2>
      <p>
        What each one changed and how to upgrade to it is in the <Link href="/docs/changelog">changelog</Link>:
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {[...API_VERSIONS].reverse().map(({ version, changes }) => (
          <li key={version}>
            <Link href={`/docs/changelog/${version}`} className="underline hover:no-underline">
              {version}
            </Link>
            : <Rich text={changes[0]!} />
          </li>
        ))}
      </ul>
      <H2>Deprecation policy</H2>
      <RichList items={DEPRECATION_POLICY} />
    </GuideLayout>
  );
}
