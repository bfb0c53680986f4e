// Bench-only: the bare Next.js floor of `npm run bench` (bench/http-load.ts). The same indexed
// SELECT as GET /api/employers/{id}/payroll-schedules, through the same db client and service
// function, in a plain route handler: no runRoute, no authentication, no API-Version, no
// idempotency, no log line. Its answer is bench/floor-server.ts's, so the floors differ only by
// what serves them.
//
// It is a route only in the bench's own build. The `.bench.ts` name is no route file for Next.js
// unless next.config.mjs adds "bench.ts" to pageExtensions, which it does only for a build into
// .next-bench with BENCH_FLOOR_ROUTE=1 (set by bench/lib/build.ts); the test server serves only
// route.ts files. Anywhere else /api/bench-floor/… falls to app/api/[[...unknown]] and answers 404.
// The check below is a second lock: without BENCH_FLOOR_ROUTE=1 at run time (bench/lib/processes.ts),
// or with APP_ENV=production, it answers 404 too. lib/api/bench-floor-route.test.ts proves both.
import { publicContext } from "@/lib/api/with-public";
import { listPayrollSchedules } from "@/lib/services/employers/list-payroll-schedules";

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ employerId: string }> },
): Promise<Response> {
  if (process.env.BENCH_FLOOR_ROUTE !== "1" || process.env.APP_ENV === "production")
    return new Response(null, { status: 404 });
  const { employerId } = await params;
  // publicContext() is getDb() and a plain object: none of the pipeline.
  const rows = await listPayrollSchedules({ ctx: { ...(await publicContext()), employerId } });
  return Response.json({ data: rows });
}
