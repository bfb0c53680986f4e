"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { ApiProblem } from "@/lib/client/fetch-json";

import { ConfirmStep } from "./confirm-step";
import { problemKey } from "./query-problem";
import type { Outcome } from "./resource/outcome";

type Props = {
  /** Unique on the page: the trigger is `{id}`, its confirm step `{id}-confirm`. */
  id: string;
  /** The button's words. */
  label: ReactNode;
  /** What it acts on, read after the words by screen readers only (a row's button among many). */
  labelFor?: string;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  run: () => Promise<void>;
  /** Said when it is done. */
  done: string;
  onOutcome: (outcome: Outcome | undefined) => void;
  /** The action's own words for a failure, before the common ones. */
  failureText?: (error: unknown) => string | undefined;
  /** Where focus goes once it is done (the trigger may be gone with what it acted on). */
  focusAfter?: string;
};

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * One action that cannot be taken back: a button, then a confirm step in the page, then the
 * outcome said where the caller shows it. A conflict the API explains in words is said in them.
 */
export function ConfirmAction({ id, label, labelFor, run, done, onOutcome, failureText, focusAfter, ...step }: Props) {
  const common = useTranslations("admin.common");
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await run();
      onOutcome({ tone: "done", text: done });
      focusLater(focusAfter ?? id);
    } catch (error) {
      const conflict = error instanceof ApiProblem && error.status === 409 ? error.detail : undefined;
      onOutcome({ tone: "failed", text: failureText?.(error) ?? conflict ?? common(problemKey(error)) });
      focusLater(id);
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  if (confirming)
    return (
      <ConfirmStep
        id={`${id}-confirm`}
        title={step.title}
        body={step.body}
        confirmLabel={step.confirmLabel}
        cancelLabel={step.cancelLabel}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setConfirming(false);
          focusLater(id);
        }}
      />
    );
  return (
    <Button
      id={id}
      variant="secondary"
      className="self-start"
      onClick={() => {
        onOutcome(undefined);
        setConfirming(true);
      }}
    >
      {label}
      {labelFor ? <span className="sr-only"> {labelFor}</span> : null}
    </Button>
  );
}
