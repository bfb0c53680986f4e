import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { Code, GuideLayout, H2, RichList } from "@/components/docs/guide-layout";
import { API_VERSIONS, apiVersionNamed } from "@/lib/versions";

type Props = { params: Promise<{ version: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { version } = await params;
  return { title: `API version ${apiVersionNamed(version) ?? version}` };
}

/** One version: what changed, the endpoints it adds, and how a client on the version before upgrades. */
export default async function VersionPage({ params }: Props) {
  const { version: requested } = await params;
  const version = apiVersionNamed(requested);
  const index = API_VERSIONS.findIndex((definition) => definition.version === version);
  if (index < 0) notFound();
  const definition = API_VERSIONS[index]!;
  const before = API_VERSIONS[index - 1];
  const after = API_VERSIONS[index + 1];
  return (
    <GuideLayout title={`API version ${definition.version}`}>
      {requested !== definition.version && (
        <p>
          <Code>{requested}</Code> is the name this version was first published under; it is read as{" "}
          <Code>{definition.version}</Code>.
        </p>
      )}
      <H2>What changed</H2>
      <RichList items={definition.changes} />
      {"adds" in definition && definition.adds && (
        <p>
          Endpoints from this version on (earlier versions answer <Code>404 endpoint_requires_newer_version</Code>):{" "}
          {definition.adds.map((operation) => (
            <Code key={operation}>{operation}</Code>
          ))}
          , in the <Link href="/docs">reference</Link>.
        </p>
      )}
      <H2>{before ? `Upgrading from ${before.version}` : "Starting"}</H2>
      {"upgrade" in definition && definition.upgrade ? (
        <RichList ordered items={definition.upgrade} />
      ) : (
        <p>The first version: every later one starts from it. Pin it only for code written against it.</p>
      )}
      <p>
        Try a request under this version before you pin it: send <Code>API-Version: {definition.version}</Code> on that
        request alone. {after && <>The next version is </>}
        {after && <Link href={`/docs/changelog/${after.version}`}>{after.version}</Link>}
        {after && "."} <Link href="/docs/changelog#deprecation-policy">Deprecation policy</Link>.
      </p>
    </GuideLayout>
  );
}
