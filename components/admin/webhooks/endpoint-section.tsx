"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { LineIcon } from "@/components/ui/line-icon";
import { useEnableWebhookEndpoint } from "@/hooks/use-admin-webhooks";
import type { AdminWebhookEndpoint as WebhookEndpoint } from "@/lib/schemas/responses/admin-webhooks";

import { problemKey } from "../query-problem";
import { OutcomeMessage, type Outcome } from "../resource/outcome";
import { Deliveries } from "./deliveries";
import { DisabledNotice } from "./disabled-notice";
import { EndpointDetails } from "./endpoint-details";
import { ReachabilityStatus } from "./reachability-status";
import { WrappingText } from "@/components/ui/wrapping-text";

/** Where the summary's link to an endpoint leads; the endpoint's disclosure button. */
export const endpointAnchor = (endpointId: string) => `endpoint-${endpointId}`;
export const toggleId = (endpointId: string) => `endpoint-${endpointId}-toggle`;

type Props = { endpoint: WebhookEndpoint; open: boolean; onToggle: (open: boolean) => void };

/**
 * One endpoint: its address (a disclosure button in the heading) and whether it is reachable,
 * always; its details and delivery log when open. The log is fetched when first opened, and kept
 * (its filters and page) when folded again.
 */
export function EndpointSection({ endpoint, open, onToggle }: Props) {
  const t = useTranslations("admin.webhooks");
  const tCommon = useTranslations("admin.common");
  const enable = useEnableWebhookEndpoint();
  const [outcome, setOutcome] = useState<Outcome>();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const ids = {
    title: `endpoint-${endpoint.id}-title`,
    status: `endpoint-${endpoint.id}-status`,
    body: `endpoint-${endpoint.id}-body`,
  };

  function reEnable() {
    setOutcome(undefined);
    enable.mutate(endpoint.id, {
      onSuccess: () => setOutcome({ tone: "done", text: t("disabled.enabled", { url: endpoint.url }) }),
      onError: (error) => setOutcome({ tone: "failed", text: tCommon(problemKey(error)) }),
    });
  }

  return (
    <section
      id={endpointAnchor(endpoint.id)}
      aria-labelledby={ids.title}
      className="scroll-mt-4 rounded-md border border-slate-300 bg-white"
    >
      <h2 id={ids.title} className="text-lg font-bold text-slate-900 sm:text-xl">
        <button
          id={toggleId(endpoint.id)}
          type="button"
          aria-expanded={open}
          aria-controls={ids.body}
          aria-describedby={ids.status}
          onClick={() => onToggle(!open)}
          className="flex min-h-11 w-full items-start gap-2 rounded-md px-4 pt-4 pb-2 text-left hover:bg-slate-50"
        >
          <Chevron open={open} />
          <span className="min-w-0">
            <WrappingText text={endpoint.url} />
          </span>
        </button>
      </h2>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <ReachabilityLine endpoint={endpoint} id={ids.status} />
        {/* Outside the fold, so the outcome of Re-enable is announced whatever becomes of it. */}
        <OutcomeMessage outcome={outcome} />
        <div id={ids.body} hidden={!open} className={open ? "flex flex-col gap-4" : "hidden"}>
          {endpoint.status === "disabled" ? (
            <DisabledNotice endpoint={endpoint} pending={enable.isPending} onEnable={reEnable} />
          ) : null}
          <EndpointDetails endpoint={endpoint} />
          {opened ? <Deliveries endpoint={endpoint} /> : null}
        </div>
      </div>
    </section>
  );
}

function ReachabilityLine({ endpoint, id }: { endpoint: WebhookEndpoint; id: string }) {
  return (
    <div className="flex flex-col gap-1">
      <ReachabilityStatus endpoint={endpoint} id={id} />
      {endpoint.description ? <p className="break-words text-sm text-slate-700">{endpoint.description}</p> : null}
    </div>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <LineIcon
      className={`mt-1 size-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? "rotate-90" : ""}`}
    >
      <path d="M7.5 5l5 5-5 5" />
    </LineIcon>
  );
}
