import { methods } from "@/lib/api/methods";
import { runRoute } from "@/lib/api/route-handler";
import { buildOpenApiDocument } from "@/lib/openapi/document";

// Public, like the /docs page that renders it; the same for every caller, so it may be cached.
function handleGET(request: Request) {
  return runRoute(request, async () => ({
    response: new Response(JSON.stringify(buildOpenApiDocument()), {
      headers: { "content-type": "application/json", "cache-control": "public, max-age=300" },
    }),
  }));
}

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
