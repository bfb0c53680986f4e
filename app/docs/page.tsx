import type { Metadata } from "next";

import { GuideLinks } from "@/components/docs/guide-layout";
import { SwaggerUi } from "@/components/docs/swagger-ui";

export const metadata: Metadata = { title: "API reference" };

// Swagger UI renders /api/openapi.json; its files come from our origin (app/docs/swagger-ui), so
// the page needs no CSP exception (components/docs/swagger-ui.tsx).
export default function ApiReferencePage() {
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
          (OpenAPI 3.1). Typed client: <code className="font-mono">npm run openapi:types</code>.
        </p>
        <GuideLinks className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" />
      </header>
      <SwaggerUi specUrl="/api/openapi.json" />
    </div>
  );
}
