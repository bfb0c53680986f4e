import { readFile } from "node:fs/promises";
import path from "node:path";

import { AppError } from "@/lib/errors/app-error";
import { methods } from "@/lib/api/methods";
import { resolveParams, runRoute, type RouteContext } from "@/lib/api/route-handler";

// Swagger UI served from our own origin (the machine may be offline, and the CSP allows no CDN):
// only these files, from the pinned swagger-ui-dist (components/docs/swagger-ui.tsx starts it).
const DIST = path.join(process.cwd(), "node_modules", "swagger-ui-dist");
const FILES: Record<string, { type: string; source: string }> = {
  "swagger-ui-bundle.js": { type: "text/javascript; charset=utf-8", source: "swagger-ui-bundle.js" },
  "swagger-ui.css": { type: "text/css; charset=utf-8", source: "swagger-ui.css" },
};

function handleGET(request: Request, context: RouteContext<{ file: string }>) {
  return runRoute(request, async () => {
    const { file } = await resolveParams(context);
    const entry = Object.hasOwn(FILES, file) ? FILES[file] : undefined;
    if (!entry) throw new AppError("not_found", "No such documentation asset.");
    const body = await readFile(path.join(DIST, entry.source));
    return {
      response: new Response(body, {
        // The files are pinned with the package version; a day of caching, revalidated after.
        headers: {
          "content-type": entry.type,
          "cache-control": "public, max-age=86400, stale-while-revalidate=604800",
          "x-content-type-options": "nosniff",
        },
      }),
    };
  });
}

export const { GET, POST, PATCH, PUT, DELETE } = methods<{ file: string }>({ GET: handleGET });
