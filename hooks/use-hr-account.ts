"use client";

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { AccountSessionView, HrAccount, RecoveryCodes, TotpSetup } from "@/lib/schemas/responses/admin-account";

import { useAccountDoor, type AccountDoor } from "./use-account-door";
import { useStepUpWrite, type StepUpWrite } from "./use-step-up-write";

/** A door's account queries: `["admin", "account"]` for HR, `["operator", "account"]` for the console. */
export const accountKeys = (door: AccountDoor) => ({
  account: [door.name, "account"] as const,
  sessions: [door.name, "account", "sessions"] as const,
});

/** What every door's GET …/account answers, whatever else it holds: the CSRF token and the factors. */
type AccountBase = Pick<HrAccount, "id" | "csrfToken" | "name" | "email" | "totp" | "passkeys" | "recoveryCodesLeft">;

/** The signed-in person's own account at the page's door: name, role, factors, recovery codes left. */
function accountQuery<T extends AccountBase>(door: AccountDoor) {
  return { queryKey: accountKeys(door).account, queryFn: () => fetchJson<T>(`${door.api}/account`) };
}

/** The signed-in person's own account at the page's door (HR's HrAccount, the console's OperatorAccount). */
export function useOwnAccount<T extends AccountBase>(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQuery<T>(useAccountDoor()), enabled: options.enabled ?? true });
}

export function useHrAccount(options: { enabled?: boolean } = {}) {
  return useOwnAccount<HrAccount>(options);
}

/** "Your sessions" at the page's door. */
export function useOwnSessions() {
  const door = useAccountDoor();
  return useQuery({
    queryKey: accountKeys(door).sessions,
    queryFn: () => fetchJson<{ data: AccountSessionView[] }>(`${door.api}/account/sessions`),
  });
}

/**
 * The CSRF token for the account's writes, from the door's GET …/account: that answers a session
 * still owing its enrolment too (the enrol page), which GET /api/admin/session refuses.
 */
export function useAccountCsrfToken() {
  const queryClient = useQueryClient();
  const door = useAccountDoor();
  return async (): Promise<string> => (await queryClient.ensureQueryData(accountQuery<AccountBase>(door))).csrfToken;
}

/**
 * Every account write, at the page's door, carries the account's CSRF token (the enrol page has no other), may ask for a
 * factor first (removing the authenticator app, new recovery codes), then the account is read again.
 */
function useAccountWrite<Input, Output>(
  request: (input: Input) => StepUpWrite,
  query: "account" | "sessions" = "account",
) {
  const door = useAccountDoor();
  const csrfToken = useAccountCsrfToken();
  return useStepUpWrite<Input, Output>({
    base: `${door.api}/account`,
    invalidates: accountKeys(door)[query],
    csrfToken,
    request,
  });
}

export const useStartTotpSetup = () => useAccountWrite<void, TotpSetup>(() => ({ path: "/totp/setup" }));
/** The first factor's confirmation answers with recovery codes; a later one may answer with none. */
export const useConfirmTotp = () =>
  useAccountWrite<string, Partial<RecoveryCodes>>((code) => ({ path: "/totp/confirm", body: { code } }));
export const useRemoveTotp = () => useAccountWrite<void, unknown>(() => ({ path: "/totp", method: "DELETE" }));
export const usePasskeyRegistrationOptions = () =>
  useAccountWrite<void, PublicKeyCredentialCreationOptionsJSON>(() => ({ path: "/passkeys/options" }));
export const useRegisterPasskey = () =>
  useAccountWrite<{ response: RegistrationResponseJSON; name: string }, Partial<RecoveryCodes>>((body) => ({
    path: "/passkeys",
    body,
  }));
export const useRemovePasskey = () =>
  useAccountWrite<string, unknown>((id) => ({ path: `/passkeys/${encodeURIComponent(id)}`, method: "DELETE" }));
export const useNewRecoveryCodes = () => useAccountWrite<void, RecoveryCodes>(() => ({ path: "/recovery-codes" }));

/** Ends one of the person's sessions (an operator may be asked for a factor first). */
export const useEndOwnSession = () =>
  useAccountWrite<string, unknown>((id) => ({ path: `/sessions/${encodeURIComponent(id)}/end` }), "sessions");

export type StepUpProof =
  | { method: "totp" | "recovery_code"; code: string }
  | { method: "passkey"; response: AuthenticationResponseJSON }
  | { method: "password"; password: string };

/**
 * Step-up at the page's door: the options for a passkey, and the proof itself (204) — a factor, or
 * the password of an HR person without one — which makes the session's proof fresh (ten minutes
 * for HR, five in the console). The CSRF token comes from the door's own account answer.
 */
export function useStepUpCalls() {
  const door = useAccountDoor();
  const csrfTokenNow = useAccountCsrfToken();
  const queryClient = useQueryClient();
  return {
    options: async () =>
      fetchJson<PublicKeyCredentialRequestOptionsJSON>(`${door.api}/step-up/options`, {
        method: "POST",
        csrfToken: await csrfTokenNow(),
      }),
    prove: async (proof: StepUpProof) => {
      await fetchJson<unknown>(`${door.api}/step-up`, { method: "POST", body: proof, csrfToken: await csrfTokenNow() });
      await queryClient.invalidateQueries({ queryKey: accountKeys(door).account });
    },
  };
}
