import { trace } from "@opentelemetry/api";

import { countJobRun, type JobName } from "./metrics";
import { inSpan, type SpanOptions } from "./tracing";

/** The attribute a job's span carries with the number of items it handled; 0 marks an idle poll. */
export const JOB_ITEMS_ATTRIBUTE = "job.items";

/**
 * One run of a worker job (`job identity_checks`): a span around it and worker_job_runs_total.
 * The worker polls every WORKER_POLL_MS, so most runs find nothing: the export drops the trace
 * of a run that handled no item and did not fail (lib/telemetry/idle-job-filter.ts).
 */
export async function runJob(job: JobName, work: () => Promise<number>): Promise<number> {
  return inSpan(`job ${job}`, { attributes: { "job.name": job } }, async (span) => {
    try {
      const handled = await work();
      span?.setAttribute(JOB_ITEMS_ATTRIBUTE, handled);
      countJobRun(job, true);
      return handled;
    } catch (error) {
      countJobRun(job, false);
      throw error;
    }
  });
}

/**
 * The span of one queued item (an identity check, a delivery, a reservation): it continues the
 * trace of the request that queued it (its stored traceparent) and links to the job run that
 * picked it up, so a request and the work it caused form one trace.
 */
export function inQueuedItemSpan<T>(
  name: string,
  item: { traceparent: string | null; attributes?: SpanOptions["attributes"] },
  work: () => Promise<T>,
): Promise<T> {
  const run = trace.getActiveSpan()?.spanContext();
  return inSpan(
    name,
    { traceparent: item.traceparent, attributes: item.attributes, links: run ? [{ context: run }] : undefined },
    () => work(),
  );
}
