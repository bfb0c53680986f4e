"use client";

import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { fetchJson } from "@/lib/client/fetch-json";
import type { AdminSignInAnswer, SECOND_FACTOR_METHODS } from "@/lib/schemas/responses/admin-session";
import type { TeamInvitePreview } from "@/lib/schemas/responses/admin-team";

import { useAccountDoor, type AccountDoor } from "./use-account-door";

// The sign-in's calls. The first ones (password, passkey, joining) come before any session; the
// second step's carry the CSRF token the password's answer gave (a session owing its second factor
// cannot read GET /api/admin/session). HR's and the operator console's answer alike.

const post = <T>(path: string, body?: unknown, csrfToken?: string) =>
  fetchJson<T>(path, { method: "POST", body, csrfToken });

type FactorProof =
  { method: "totp" | "recovery_code"; code: string } | { method: "passkey"; response: AuthenticationResponseJSON };

/** The sign-in's calls at a door's API (`/api/admin`, `/api/operator`). */
export const signInCalls = (api: AccountDoor["api"]) => ({
  password: (body: { email: string; password: string }) => post<AdminSignInAnswer>(`${api}/sign-in`, body),
  /** The second step after a password: a code, a recovery code, or a passkey's answer. */
  factor: (body: FactorProof, csrfToken: string) => post<AdminSignInAnswer>(`${api}/sign-in/factor`, body, csrfToken),
  factorOptions: (csrfToken: string) =>
    post<PublicKeyCredentialRequestOptionsJSON>(`${api}/sign-in/factor/options`, undefined, csrfToken),
  /** A passkey alone, no e-mail typed: the passkey says whose it is. */
  passkeyOptions: () => post<PublicKeyCredentialRequestOptionsJSON>(`${api}/sign-in/passkey/options`),
  passkey: (response: AuthenticationResponseJSON) => post<AdminSignInAnswer>(`${api}/sign-in/passkey`, { response }),
  /** Joining from an invitation (the token comes from the link's fragment); an operator may join without a password. */
  join: (body: { token: string; password?: string }) => post<AdminSignInAnswer>(`${api}/join`, body),
});

export const adminSignIn = {
  ...signInCalls("/api/admin"),
  /** A first single sign-on to an account without a factor: its password confirms it is theirs. */
  ssoLinkPassword: (body: { password: string }, csrfToken: string) =>
    post<AdminSignInAnswer>("/api/admin/sign-in/sso-link", body, csrfToken),
  joinPreview: (token: string) => post<TeamInvitePreview>("/api/admin/join/preview", { token }),
};

/** The sign-in's calls at the door the page is under. */
export function useSignInCalls() {
  return signInCalls(useAccountDoor().api);
}

/**
 * Where an answer of the sign-in (or of joining) leads: signed in, to the door's home, with nothing
 * cached from whoever used this browser before; owing an enrolment, to the enrol page; owing a
 * second factor, to the caller's second step.
 */
export function useAfterSignIn(
  secondFactor: (step: { methods: Array<(typeof SECOND_FACTOR_METHODS)[number]>; csrfToken: string }) => void,
) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { pages } = useAccountDoor();
  return (answer: AdminSignInAnswer) => {
    if (answer.signedIn) {
      queryClient.clear();
      // The guarded shell is rendered on the server for every navigation, so it sees the new cookie.
      router.replace(pages);
    } else if (answer.next === "enrol") router.replace(`${pages}/enrol`);
    else secondFactor({ methods: answer.methods, csrfToken: answer.csrfToken });
  };
}
