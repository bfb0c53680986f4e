import { forgetProcessWide } from "@/lib/expiring-map";
import { capturedLogLines } from "@/lib/logger";
import { setIdentityProvider } from "@/lib/providers/identity";
import { setIssuingProvider } from "@/lib/providers/issuing";
import { resetPaymentsProvider } from "@/lib/providers/payments";

// A vitest setup file (vitest.config.mts): run before each test file of a worker that runs its files
// one after another in one process (`isolate: false`, which saves importing the app again for every
// file). What the app keeps per process starts over with each file, as in a process of its own: the
// environment as the worker started (a file's own settings do not reach the next), the process-wide
// state the app keeps on globalThis (cached clients and counts, the throttle counters, the metrics
// registry, tracing's switch, the reminder round's clock), the vendor adapters chosen from the last
// file's settings, and the log lines captured for the PII checks. Something new the app keeps per
// process goes here too.

const baseline = ((globalThis as { __testEnvBaseline?: NodeJS.ProcessEnv }).__testEnvBaseline ??= { ...process.env });
for (const name of Object.keys(process.env)) if (!(name in baseline)) delete process.env[name];
Object.assign(process.env, baseline);

forgetProcessWide();
// The metrics registry and tracing's switch keep their own globals (lib/telemetry).
for (const name of ["__metrics", "__metricsOn", "__tracingOn"]) delete (globalThis as Record<string, unknown>)[name];
capturedLogLines.length = 0;
setIdentityProvider(undefined);
setIssuingProvider(undefined);
resetPaymentsProvider();
