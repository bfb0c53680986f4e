"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";

import { problemKey } from "../query-problem";
import { ConfirmStep } from "../confirm-step";
import type { Outcome } from "./outcome";

type Action = "rotate" | "revoke";
type Props = {
  resource: { id: string; name: string };
  /** The resource's action messages: rotate.* and revoke.* (button, buttonContext, confirmTitle, confirmBody, confirm), cancel, revoke.done. */
  messages: string;
  /** Keeps element ids apart between kinds of resource on one page. */
  idPrefix: string;
  /** The card's title, where focus lands after a revoke. */
  titleId: string;
  pending: boolean;
  rotate: () => Promise<void>;
  revoke: () => Promise<void>;
  /** The resource's own words for a failure, before the common ones. */
  failureText?: (error: unknown) => string | undefined;
  onOutcome: (outcome: Outcome | undefined) => void;
};

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** Rotate and Revoke, each behind a confirm step. */
export function ResourceActions({ resource, messages, idPrefix, titleId, pending, rotate, revoke, ...on }: Props) {
  const t = useTranslations(messages);
  const tCommon = useTranslations("admin.common");
  const [confirming, setConfirming] = useState<Action>();
  const triggerId = (action: Action) => `${idPrefix}${action}-${resource.id}`;

  function cancel() {
    if (confirming) focusLater(triggerId(confirming));
    setConfirming(undefined);
  }

  // Awaited here, not through mutate's callbacks: a revoked resource's card drops these actions
  // (and would drop the callbacks with them) as soon as the list is read again.
  async function confirm() {
    const action = confirming;
    if (!action) return;
    try {
      if (action === "rotate") await rotate();
      else {
        await revoke();
        on.onOutcome({ tone: "done", text: t("revoke.done", { name: resource.name }) });
        focusLater(titleId);
      }
    } catch (error) {
      on.onOutcome({ tone: "failed", text: on.failureText?.(error) ?? tCommon(problemKey(error)) });
      // The confirm step that had focus is gone; the button that opened it is the place to land.
      focusLater(triggerId(action));
    }
    setConfirming(undefined);
  }

  if (confirming) {
    return (
      <ConfirmStep
        id={`${idPrefix}confirm-${confirming}-${resource.id}`}
        title={t(`${confirming}.confirmTitle`, { name: resource.name })}
        body={t(`${confirming}.confirmBody`)}
        confirmLabel={t(`${confirming}.confirm`)}
        cancelLabel={t("cancel")}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      {(["rotate", "revoke"] as const).map((action) => (
        <Button
          key={action}
          id={triggerId(action)}
          variant="secondary"
          onClick={() => {
            on.onOutcome(undefined);
            setConfirming(action);
          }}
        >
          {t(`${action}.button`)}
          <span className="sr-only"> {t(`${action}.buttonContext`, { name: resource.name })}</span>
        </Button>
      ))}
    </div>
  );
}
