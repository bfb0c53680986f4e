import { AppError } from "@/lib/errors/app-error";
import { runRoute } from "@/lib/api/route-handler";

// Unknown API paths answer in problem+json like every other error, not with an HTML page.
function notFound(request: Request) {
  return runRoute(request, async () => {
    throw new AppError("not_found", "No API endpoint matches this path.");
  });
}

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
