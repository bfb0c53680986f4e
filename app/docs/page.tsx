import type { Metadata } from "next";

import { GuideLinks } from "@/components/docs/guide-layout";
import { SwaggerUi } from "@/components/docs/swagger-ui";
import { getEnv } from "@/lib/env";

export const metadata: Metadata = { title: "API reference" };

// Swagger UI renders /api/openapi.json; its files come from our origin (app/docs/swagger-ui), so
// the page needs no CSP exception (components/docs/swagger-ui.tsx).
export default function ApiReferencePage() {
  const origin = new URL(getEnv().PUBLIC_BASE_URL).origin;
  return (
    <div className="bg-white">
      {/* Swagger UI's own stylesheet, from our origin; it is not part of the app's CSS bundle. */}
      {/* eslint-disable-next-line @next/next/no-css-tags */}
      <link rel="stylesheet" href="/docs/swagger-ui/swagger-ui.css" />
      <header className="mx-auto max-w-5xl px-4 pt-6">
        <h1 className="text-2xl font-bold">Partner API reference</h1>
        <p className="mt-2 text-sm text-slate-700">
          Generated from the schemas the handlers use:{" "}
          <a className="underline" href="/api/openapi.json">
            /api/openapi.json
          </a>{" "}
          (OpenAPI 3.1). A typed client in your project:{" "}
          <code className="font-mono [overflow-wrap:anywhere]">
            npx openapi-typescript {origin}/api/openapi.json -o benefits-api.d.ts
          </code>
          , then <code className="font-mono">openapi-fetch</code>&apos;s <code className="font-mono">createClient</code>{" "}
          with those types.
        </p>
        <GuideLinks className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" />
      </header>
      <SwaggerUi specUrl="/api/openapi.json" />
    </div>
  );
}
