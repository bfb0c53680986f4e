"use client";

import { createContext, useCallback, useContext } from "react";

import { ApiProblem } from "@/lib/client/fetch-json";

/**
 * Step-up: calls that need a fresh factor (exports, SFTP and API secrets, role changes, removing
 * the authenticator app, new recovery codes) answer 403 `step_up_required`. The HR shell provides
 * a way to ask for a factor (components/admin/step-up/step-up-provider.tsx); `useStepUp` wraps a
 * call so that, on that answer, the person is asked once and the call is sent again once.
 */
export type StepUpAsker = {
  /**
   * Resolves once the person has proved it is them (`factor`; or `password`, which the API asks of
   * someone without a factor); rejects with StepUpCancelled when they cancel.
   */
  ask: (proof: StepUpProofKind) => Promise<void>;
  /** The person has no factor to step up with: they enrol one first (the enrol page). */
  enrolFirst: () => void;
};

export type StepUpProofKind = "factor" | "password";

export const StepUpContext = createContext<StepUpAsker | undefined>(undefined);

/** Thrown when the person closed the step-up without confirming: nothing was sent again. */
export class StepUpCancelled extends Error {
  constructor() {
    super("step-up cancelled");
    this.name = "StepUpCancelled";
  }
}

/** A refusal that a factor, given now, would lift. */
export function isStepUpRequired(error: unknown): error is ApiProblem {
  return error instanceof ApiProblem && error.status === 403 && error.code === "step_up_required";
}

/** A problem's extra, which arrives beside `code` (lib/api/problem.ts); one nested under `extra` is read too. */
function extraOf(error: ApiProblem, name: string): unknown {
  const extra = error.body.extra as Record<string, unknown> | undefined;
  return error.body[name] ?? extra?.[name];
}

/** `enrolFirst: true`: the person must add a factor before anything else (the enrol page). */
export const mustEnrolFirst = (error: ApiProblem): boolean => extraOf(error, "enrolFirst") === true;

/** `methods: "password"`: the person has no factor, and proves it is them with their password. */
export const proofAsked = (error: ApiProblem): StepUpProofKind =>
  extraOf(error, "methods") === "password" ? "password" : "factor";

/** `withStepUp(call)`: the call, and once more after a factor if it asked for one. */
export function useStepUp() {
  const asker = useContext(StepUpContext);
  return useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (!asker || !isStepUpRequired(error)) throw error;
        if (mustEnrolFirst(error)) {
          asker.enrolFirst();
          throw new StepUpCancelled();
        }
        await asker.ask(proofAsked(error));
        return call();
      }
    },
    [asker],
  );
}
