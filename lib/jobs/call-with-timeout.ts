/** The vendor did not answer in time (identity_check_duration_seconds counts it as a timeout). */
export class ProviderTimeoutError extends Error {
  override name = "ProviderTimeoutError";
}

/**
 * Calls an outside service with an AbortSignal that fires after `timeoutMs`, and stops waiting at
 * that moment even if the call ignores its signal: a vendor that never answers holds no worker.
 * Call it with no database transaction open.
 */
export async function callWithTimeout<T>(call: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const timeout = new Promise<never>((_, reject) =>
      controller.signal.addEventListener(
        "abort",
        () => reject(new ProviderTimeoutError(`provider timed out after ${timeoutMs} ms`)),
        {
          once: true,
        },
      ),
    );
    return await Promise.race([call(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
