"use client";

import { useFormatter, useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import type { AdminCardRequest } from "@/lib/schemas/responses/admin-employee-detail";

import { labelOr } from "../labels";

/**
 * Why an employee has no card yet although one was requested: the issuer has not answered (the
 * reconciler keeps asking) or refused it (nothing was issued; the employee may ask again).
 */
export function CardRequests({ requests }: { requests: AdminCardRequest[] }) {
  const t = useTranslations("admin");
  const format = useFormatter();
  if (requests.length === 0) return null;
  return (
    <div className="mb-3 flex flex-col gap-2">
      {requests.map((request) => {
        const when = `${format.dateTime(new Date(request.requestedAt), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
        const type = labelOr(t, `cards.types.${request.cardType}`, request.cardType);
        const pending = request.state === "reserved";
        return (
          <Alert key={request.id} tone={pending ? "info" : "warning"}>
            <p>{t(pending ? "cards.requests.pending" : "cards.requests.refused", { when, type })}</p>
            {request.reason ? (
              <p>{t(pending ? "cards.requests.lastError" : "cards.requests.reason", { reason: request.reason })}</p>
            ) : null}
          </Alert>
        );
      })}
    </div>
  );
}
