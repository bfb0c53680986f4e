import { ApiProblem } from "@/lib/client/fetch-json";

type Translate = (key: string) => string;

/** A translated sentence for a failed save; the server's own detail is English-only. */
export function saveErrorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiProblem)) return t("errors.network");
  const code = error.errors[0]?.code ?? error.code;
  switch (code) {
    case "setup_intent_not_succeeded":
      return t("errors.notConfirmed");
    case "setup_intent_invalid":
    case "setup_intent_not_found":
    case "setup_intent_unexpected_state":
      return t("errors.expired");
    case "csrf_failed":
    case "unauthorized":
      return t("errors.session");
    default:
      return t("errors.generic");
  }
}
