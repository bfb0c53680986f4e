import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/logger";

import { HttpError } from "@/lib/errors/http-error";
import {
  consume,
  forgive,
  lockOut,
  reward,
  ThrottleStoreError,
  tooManyRequests,
  type Throttle,
  type ThrottleState,
} from "./rate-limit";
import { addressSubject, emailSubject } from "./throttle-keys";
import { adminSecondFactorThrottle, adminSignInThrottles, knownAddress, signInLinkThrottles } from "./throttles";

// Sign-in throttles fail closed: a password is chosen by a person and can be guessed, and a
// sign-in link is an e-mail sent to someone. While the store is away sign-in answers 503 with
// Retry-After; sessions already signed in carry on.
async function orClosed<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ThrottleStoreError)) throw error;
    logger.error({ err: error.cause, throttle: error.throttle }, "throttle store unavailable: sign-in failing closed");
    throw new HttpError("service_unavailable", "Sign-in is unavailable for a moment. Try again shortly.", {
      "retry-after": "30",
    });
  }
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

function locked(throttle: Throttle, state: ThrottleState): HttpError {
  const wait = minutes(state.resetMs);
  return tooManyRequests(
    "sign_in_locked",
    `Too many failed sign-ins. Try again in ${wait} minute${wait === 1 ? "" : "s"}.`,
    throttle,
    state,
  );
}

/**
 * Admin sign-in, throttled per account and per client address. Each attempt is counted before the
 * password is checked (one atomic increment), so parallel guesses cannot all slip in before the
 * first failure is recorded. Past either limit even the right password is refused. The failure
 * that spends the account's last point locks it for ADMIN_SIGN_IN_LOCKOUT. A success clears the
 * account's count and takes its own count back from the address (never more: an attacker's own
 * account must not reset the address's failures). Unknown e-mails count like known ones.
 */
export function throttleAdminSignIn<T>(
  { email, address, realm = "hr" }: { email: string; address: string | null; realm?: "hr" | "operator" },
  attempt: () => Promise<T>,
): Promise<T> {
  const { byAccount, byAddress } = adminSignInThrottles();
  // The same limits for both realms; an operator's e-mail counts apart from the same address's HR account.
  const account = realm === "hr" ? emailSubject(email) : `${realm}:${emailSubject(email)}`;
  return throttled({ byAccount, account, byAddress, address, clearAccount: true }, attempt);
}

/**
 * A second factor (the sign-in's second step, or a step-up), throttled per account under a key of
 * its own — the person's id, whatever address the guesses come from — and per client address. Only
 * a completed sign-in (`signIn`) clears the account's count: a right password never does, and nor
 * does a step-up, so guesses spread over sign-ins and addresses still meet the account's limit.
 */
export function throttleSecondFactor<T>(
  { adminId, address, signIn }: { adminId: string; address: string | null; signIn: boolean },
  attempt: () => Promise<T>,
): Promise<T> {
  const { byAddress } = adminSignInThrottles();
  return throttled(
    { byAccount: adminSecondFactorThrottle(), account: adminId, byAddress, address, clearAccount: signIn },
    attempt,
  );
}

async function throttled<T>(
  {
    byAccount,
    account,
    byAddress,
    address,
    clearAccount,
  }: { byAccount: Throttle; account: string; byAddress: Throttle; address: string | null; clearAccount: boolean },
  attempt: () => Promise<T>,
): Promise<T> {
  const ip = knownAddress(address) ? addressSubject(address) : undefined;
  // The address first: an attempt it refuses is not counted against the account it named.
  const ipState = ip ? await orClosed(consume(byAddress, ip)) : undefined;
  if (ipState?.refused) throw locked(byAddress, ipState);
  const accountState = await orClosed(consume(byAccount, account));
  if (accountState.refused) throw locked(byAccount, accountState);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "unauthorized") throw error;
    if (accountState.used >= byAccount.points) throw locked(byAccount, await orClosed(lockOut(byAccount, account)));
    if (ipState && ipState.used >= byAddress.points) throw locked(byAddress, ipState);
    throw error;
  }
  await orClosed(
    Promise.all([
      clearAccount ? forgive(byAccount, account) : reward(byAccount, account),
      ip ? reward(byAddress, ip) : undefined,
    ]),
  );
  return result;
}

/**
 * Throttles a public call that makes something each time (the passkey sign-in's challenge), per
 * client address: `429 rate_limited` past the limit. Fails closed like the sign-ins.
 */
export async function throttlePublicCall(throttle: Throttle, address: string | null): Promise<void> {
  if (!knownAddress(address)) return;
  const state = await orClosed(consume(throttle, addressSubject(address)));
  if (!state.refused) return;
  const wait = minutes(state.resetMs);
  throw tooManyRequests(
    "rate_limited",
    `Too many requests. Try again in ${wait} minute${wait === 1 ? "" : "s"}.`,
    throttle,
    state,
  );
}

/**
 * Whether to send a sign-in link. Past the per-address limit the caller answers exactly as for
 * a sent link (202) but sends nothing: a 429 would tell whoever asks that the address is being
 * used. Past the per-IP limit the answer is 429, which says nothing about any address.
 */
export async function allowSignInLink({ email, address }: { email: string; address: string | null }): Promise<boolean> {
  const { byEmail, byAddress } = signInLinkThrottles();
  if (knownAddress(address)) {
    const state = await orClosed(consume(byAddress, addressSubject(address)));
    if (state.refused) {
      const wait = minutes(state.resetMs);
      throw tooManyRequests(
        "rate_limited",
        `Too many sign-in requests. Try again in ${wait} minute${wait === 1 ? "" : "s"}.`,
        byAddress,
        state,
      );
    }
  }
  const state = await orClosed(consume(byEmail, emailSubject(email)));
  return !state.refused;
}
