"use client";

import { useState } from "react";

import { endpointToOpen } from "@/lib/domain/events/webhook-reachability";
import type { AdminWebhookEndpoint as WebhookEndpoint } from "@/lib/schemas/responses/admin-webhooks";

import { AttentionSummary } from "./attention-summary";
import { EndpointSection, toggleId } from "./endpoint-section";

type Props = { endpoints: WebhookEndpoint[]; children: React.ReactNode };

/**
 * The endpoints, folded but for the one that most needs HR (lib/domain: endpointToOpen), decided
 * when the list first shows: a refresh never folds one away under the reader, nor opens one.
 * The summary above them opens the endpoint it links to. `children` sit between the two.
 */
export function EndpointList({ endpoints, children }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    const first = endpointToOpen(endpoints);
    return new Set(first ? [first.id] : []);
  });
  const toggle = (id: string, next: boolean) =>
    setOpen((current) => {
      const changed = new Set(current);
      if (next) changed.add(id);
      else changed.delete(id);
      return changed;
    });
  function show(id: string) {
    toggle(id, true);
    // Focus moves to the endpoint's heading button, which scrolls it into view.
    document.getElementById(toggleId(id))?.focus();
  }
  return (
    <>
      <AttentionSummary endpoints={endpoints} onShow={show} />
      {children}
      <ul className="flex flex-col gap-4">
        {endpoints.map((endpoint) => (
          <li key={endpoint.id}>
            <EndpointSection
              endpoint={endpoint}
              open={open.has(endpoint.id)}
              onToggle={(next) => toggle(endpoint.id, next)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
