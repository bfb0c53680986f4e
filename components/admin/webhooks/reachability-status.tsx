"use client";

import { useFormatter, useTranslations } from "use-intl";

import { StatusIcon } from "@/components/ui/status-icon";
import type { AdminWebhookEndpoint as WebhookEndpoint } from "@/lib/schemas/responses/admin-webhooks";

type Reachability = WebhookEndpoint["reachability"];
type Answer = Extract<Reachability, { lastAnswer: unknown }>["lastAnswer"];

const TONE: Record<Reachability["state"], string> = {
  untried: "text-slate-900",
  reachable: "text-green-800",
  not_reachable: "text-red-700",
  disabled: "text-red-700",
};
const ICON = { untried: "missing", reachable: "fulfilled", not_reachable: "failed", disabled: "blocked" } as const;
// The errors an attempt records as `<code>: <message>` (lib/webhooks/http-post.ts), said in words.
const ERROR_CODES = ["timeout", "connection_error", "address_not_allowed", "dns_error"] as const;

/**
 * Whether what is sent to the endpoint gets through, in one sentence that says it in words (the
 * colour and icon only repeat them): since when it has not, what waits, and the last answer.
 */
export function ReachabilityStatus({ endpoint, id }: { endpoint: WebhookEndpoint; id: string }) {
  const t = useTranslations("admin.webhooks.reachability");
  const format = useFormatter();
  const { reachability } = endpoint;
  const waiting = endpoint.deliveries.waiting;
  const moment = (iso: string) => ({
    text: format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC",
    time: (chunks: React.ReactNode) => <time dateTime={iso}>{chunks}</time>,
  });
  const answer = (lastAnswer: Answer) => {
    if (!lastAnswer) return t("answers.none");
    if (lastAnswer.statusCode !== null) return t("answers.http", { code: lastAnswer.statusCode });
    const code = ERROR_CODES.find((known) => lastAnswer.error?.startsWith(`${known}:`));
    return code ? t(`answers.${code}`) : (lastAnswer.error ?? t("answers.none"));
  };

  let sentence: React.ReactNode;
  switch (reachability.state) {
    case "untried":
      sentence = t("untried", { waiting });
      break;
    case "reachable": {
      const at = moment(reachability.lastSuccessAt);
      sentence = t.rich("reachable", { at: at.text, time: at.time, waiting });
      break;
    }
    case "not_reachable": {
      const since = moment(reachability.since);
      const values = { since: since.text, time: since.time, waiting, answer: answer(reachability.lastAnswer) };
      sentence = t.rich("notReachable", values);
      break;
    }
    case "disabled": {
      const lastAnswer = answer(reachability.lastAnswer);
      if (reachability.since) {
        const since = moment(reachability.since);
        sentence = t.rich("disabled", { since: since.text, time: since.time, waiting, answer: lastAnswer });
      } else {
        const at = moment(reachability.disabledAt);
        sentence = t.rich("disabledSinceUnknown", { disabledAt: at.text, time: at.time, waiting, answer: lastAnswer });
      }
      break;
    }
  }
  return (
    <p id={id} className={`flex items-start gap-2 font-semibold ${TONE[reachability.state]}`}>
      <StatusIcon status={ICON[reachability.state]} className="mt-0.5 size-5" />
      <span className="min-w-0 break-words">{sentence}</span>
    </p>
  );
}
