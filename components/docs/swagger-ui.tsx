"use client";

import { useEffect, useRef } from "react";

type SwaggerUIBundle = (options: Record<string, unknown>) => unknown;

declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUIBundle;
  }
}

const BUNDLE_URL = "/docs/swagger-ui/swagger-ui-bundle.js";

/**
 * Swagger UI rendering the OpenAPI document. It starts after hydration, in an element of its own
 * that React never renders into: Swagger UI writes the DOM itself, and a page it had changed
 * before React hydrated would fail hydration and be rendered again, empty. The bundle comes from
 * our own origin (no CDN); the CSP's 'strict-dynamic' lets this trusted script add it.
 */
export function SwaggerUi({ specUrl }: { specUrl: string }) {
  const host = useRef<HTMLElement>(null);
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const target = document.createElement("div");
    container.append(target);
    let cancelled = false;
    const start = () => {
      if (cancelled || !window.SwaggerUIBundle) return;
      window.SwaggerUIBundle({
        url: specUrl,
        domNode: target,
        deepLinking: true,
        docExpansion: "list",
        defaultModelsExpandDepth: 0,
        validatorUrl: null,
        tryItOutEnabled: false,
      });
    };
    if (window.SwaggerUIBundle) {
      start();
    } else {
      let script = document.querySelector<HTMLScriptElement>(`script[src="${BUNDLE_URL}"]`);
      if (!script) {
        script = document.createElement("script");
        script.src = BUNDLE_URL;
        script.async = true;
        document.head.append(script);
      }
      script.addEventListener("load", start, { once: true });
    }
    return () => {
      cancelled = true;
      target.remove();
    };
  }, [specUrl]);
  return <main ref={host} id="swagger-ui" aria-label="Operations" />;
}
