import type { Metadata } from "next";

import { Code, GuideLayout, H2, InlineText as Rich } from "@/components/docs/guide-layout";
import { API_VERSIONS, VERSION_HEADER_HELP } from "@/lib/versions";

export const metadata: Metadata = { title: "API versions" };

export default function VersionsGuidePage() {
  return (
    <GuideLayout title="API versions">
      <p>
        <Rich text={VERSION_HEADER_HELP} />
      </p>
      {API_VERSIONS.map(({ version, changes }) => (
        <section key={version}>
          <H2>{version}</H2>
          <ul className="list-disc space-y-1 pl-6">
            {changes.map((change) => (
              <li key={change}>
                <Rich text={change} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        Webhook payloads follow the receiving client&apos;s pinned version; their <Code>apiVersion</Code> field says
        which.
      </p>
    </GuideLayout>
  );
}
