"use client";

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/client/fetch-json";
import type { HrAccount, HrSessionView, RecoveryCodes, TotpSetup } from "@/lib/schemas/responses/admin-account";

import { useCsrfTokenNow } from "./use-admin-session";
import { useStepUpWrite, type StepUpWrite } from "./use-step-up-write";

export const hrAccountKeys = {
  account: ["admin", "account"] as const,
  sessions: ["admin", "account", "sessions"] as const,
};

const ACCOUNT = "/api/admin/account";

/** The signed-in person's own account: name, role, factors, recovery codes left. */
const fetchAccount = () => fetchJson<HrAccount>(ACCOUNT);

export function useHrAccount(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: hrAccountKeys.account,
    queryFn: fetchAccount,
    enabled: options.enabled ?? true,
  });
}

export function useHrSessions() {
  return useQuery({
    queryKey: hrAccountKeys.sessions,
    queryFn: () => fetchJson<{ data: HrSessionView[] }>(`${ACCOUNT}/sessions`),
  });
}

/**
 * The CSRF token for the account's writes, from GET /api/admin/account: that answers a session
 * still owing its enrolment too (the enrol page), which GET /api/admin/session refuses.
 */
export function useAccountCsrfToken() {
  const queryClient = useQueryClient();
  return async (): Promise<string> =>
    (await queryClient.ensureQueryData({ queryKey: hrAccountKeys.account, queryFn: fetchAccount })).csrfToken;
}

/**
 * Every account write carries the account's CSRF token (the enrol page has no other), may ask for a
 * factor first (removing the authenticator app, new recovery codes), then the account is read again.
 */
function useAccountWrite<Input, Output>(request: (input: Input) => StepUpWrite) {
  const csrfToken = useAccountCsrfToken();
  return useStepUpWrite<Input, Output>({ base: ACCOUNT, invalidates: hrAccountKeys.account, csrfToken, request });
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

export function useEndHrSession() {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      fetchJson<unknown>(`${ACCOUNT}/sessions/${encodeURIComponent(id)}/end`, {
        method: "POST",
        csrfToken: await csrfTokenNow(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrAccountKeys.sessions }),
  });
}

export type StepUpProof =
  | { method: "totp" | "recovery_code"; code: string }
  | { method: "passkey"; response: AuthenticationResponseJSON }
  | { method: "password"; password: string };

/**
 * Step-up: the options for a passkey, and the proof itself (204) — a factor, or the password of a
 * person without one — which makes the session's proof fresh for ten minutes.
 */
export function useStepUpCalls() {
  const csrfTokenNow = useCsrfTokenNow();
  const queryClient = useQueryClient();
  return {
    options: async () =>
      fetchJson<PublicKeyCredentialRequestOptionsJSON>("/api/admin/step-up/options", {
        method: "POST",
        csrfToken: await csrfTokenNow(),
      }),
    prove: async (proof: StepUpProof) => {
      await fetchJson<unknown>("/api/admin/step-up", { method: "POST", body: proof, csrfToken: await csrfTokenNow() });
      await queryClient.invalidateQueries({ queryKey: hrAccountKeys.account });
    },
  };
}
