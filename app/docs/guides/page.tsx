import type { Metadata } from "next";
import Link from "next/link";

import { GUIDES, GuideLayout } from "@/components/docs/guide-layout";

export const metadata: Metadata = { title: "API guides" };

export default function GuidesPage() {
  return (
    <GuideLayout title="API guides">
      <p>
        The reference at{" "}
        <Link className="underline" href="/docs">
          /docs
        </Link>{" "}
        describes each operation; these pages describe the flows that cross them.
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {GUIDES.map((guide) => (
          <li key={guide.href}>
            <Link className="text-blue-800 underline" href={guide.href}>
              {guide.title}
            </Link>
          </li>
        ))}
      </ul>
    </GuideLayout>
  );
}
