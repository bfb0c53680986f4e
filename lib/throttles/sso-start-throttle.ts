import { logger } from "@/lib/logger";
import { countThrottleRefusal } from "@/lib/telemetry/metrics";

import { consume, ThrottleStoreError, type Throttle } from "./rate-limit";
import { addressSubject } from "./throttle-keys";
import { knownAddress, ssoStartThrottles } from "./throttles";

/**
 * Whether a single sign-on start may go on, counted per client address (before anything is looked
 * up) or per employer (once the e-mail has named one). Every start counts: it costs a discovery at
 * the employer's provider and sends a person there, whatever comes back. The start writes nothing
 * else, so when the throttle store is away it fails open, with a warning: the provider still
 * authenticates, and the callback still needs the browser's sealed attempt.
 */
export async function ssoStartAllowed(subject: { address: string | null } | { employerId: string }): Promise<boolean> {
  const { byAddress, byEmployer } = ssoStartThrottles();
  if ("employerId" in subject) return admit(byEmployer, subject.employerId);
  return knownAddress(subject.address) ? admit(byAddress, addressSubject(subject.address)) : true;
}

async function admit(throttle: Throttle, subject: string): Promise<boolean> {
  try {
    const state = await consume(throttle, subject);
    if (state.refused) countThrottleRefusal(throttle.name);
    return !state.refused;
  } catch (error) {
    if (!(error instanceof ThrottleStoreError)) throw error;
    logger.warn(
      { err: error.cause, throttle: error.throttle },
      "throttle store unavailable: single sign-on start let through",
    );
    return true;
  }
}
