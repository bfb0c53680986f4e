import type { Metadata } from "next";
import Link from "next/link";

import { GuideLayout, H2, InlineText as Rich, RichList } from "@/components/docs/guide-layout";
import { API_VERSIONS, LATEST_API_VERSION } from "@/lib/versions";
import { DEPRECATION_POLICY } from "@/lib/versions/policy";

export const metadata: Metadata = { title: "Changelog" };

/** Every API version, newest first, each linking to its page: what changed and how to upgrade. */
export default function ChangelogPage() {
  const newestFirst = [...API_VERSIONS].reverse();
  return (
    <GuideLayout title="Changelog">
      <p>
        Each API version is named by the day it was released; the newest is <Rich text={`\`${LATEST_API_VERSION}\``} />.
        Your client is pinned to the version it was created with, and any request may ask for another with the{" "}
        <Rich text="`API-Version`" /> header (<Link href="/docs/guides/versions">API versions</Link>).
      </p>
      {newestFirst.map(({ version, changes }) => (
        <section key={version} id={version}>
          <H2>
            <Link href={`/docs/changelog/${version}`} className="underline hover:no-underline">
              {version}
            </Link>
          </H2>
          <RichList items={changes} />
        </section>
      ))}
      <H2>Deprecation policy</H2>
      <RichList id="deprecation-policy" items={DEPRECATION_POLICY} />
    </GuideLayout>
  );
}
