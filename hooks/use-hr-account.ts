"use client";

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { ApiProblem, fetchJson } from "@/lib/client/fetch-json";
import type { HrAccount, HrSessionView, RecoveryCodes, TotpSetup } from "@/lib/schemas/responses/admin";

import { adminSessionKeys, useCsrfTokenNow } from "./use-admin-session";
import { useStepUp } from "./use-step-up";

export const hrAccountKeys = {
  account: ["admin", "account"] as const,
  sessions: ["admin", "account", "sessions"] as const,
};

const ACCOUNT = "/api/admin/account";

/** The signed-in person's own account: name, role, factors, recovery codes left. */
export function useHrAccount(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: hrAccountKeys.account,
    queryFn: () => fetchJson<HrAccount>(ACCOUNT),
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
 * The CSRF token when there is a signed-in session to read it from, else none: a session still
 * owing its enrolment (the enrol page right after sign-in) is not signed in yet, and GET
 * /api/admin/session refuses it.
 */
export function useCsrfTokenIfAny() {
  const queryClient = useQueryClient();
  const csrfTokenNow = useCsrfTokenNow();
  return async (): Promise<string | undefined> => {
    // Already refused: not asked again (a refetch would put the session query back to pending).
    const known = queryClient.getQueryState(adminSessionKeys.session);
    if (known?.status === "error" && known.error instanceof ApiProblem && known.error.status === 401) return undefined;
    try {
      return await csrfTokenNow();
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 401) return undefined;
      throw error;
    }
  };
}

type Write = { path: string; method?: "POST" | "DELETE"; body?: unknown };

/**
 * Every account write: a request with the CSRF token (when there is one), asking for a factor
 * first if the API wants one (removing the authenticator app, new recovery codes), then the
 * account is read again.
 */
function useAccountWrite<Input, Output>(request: (input: Input) => Write) {
  const csrfToken = useCsrfTokenIfAny();
  const withStepUp = useStepUp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const { path, method = "POST", body } = request(input);
      const send = async () => fetchJson<Output>(`${ACCOUNT}${path}`, { method, body, csrfToken: await csrfToken() });
      return withStepUp(send);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrAccountKeys.account }),
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
  { method: "totp" | "recovery_code"; code: string } | { method: "passkey"; response: AuthenticationResponseJSON };

/** Step-up: the options for a passkey, and the factor itself (204), which makes the session's factor fresh. */
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
