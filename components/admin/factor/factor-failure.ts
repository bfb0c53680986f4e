import type { useTranslations } from "use-intl";

import { ApiProblem } from "@/lib/client/fetch-json";

import { problemKey } from "../query-problem";
import { passkeyFailure, passkeyHost } from "./passkey";

type Translate = ReturnType<typeof useTranslations<"admin">>;

/**
 * The words for a factor that did not get the person through, the same for every factor: a wrong
 * code, a wrong recovery code and a refused passkey read alike, so the page never tells which of
 * them an attacker got right. Only what the browser itself said (cancelled, no passkey support)
 * and a lockout are told apart.
 */
export function factorFailureText(t: Translate, error: unknown): string {
  const browser = passkeyFailure(error);
  if (browser) return t(`factor.passkeyFailures.${browser}`, { host: passkeyHost(error) });
  if (error instanceof ApiProblem) {
    if (error.code === "sign_in_locked" || error.status === 429) {
      const seconds = typeof error.body.retryAfter === "number" ? error.body.retryAfter : 60;
      return t("signIn.locked", { minutes: Math.max(1, Math.ceil(seconds / 60)) });
    }
    if (error.status === 401 || error.status === 400 || error.status === 422) return t("factor.notAccepted");
  }
  return t(`common.${problemKey(error)}`);
}
