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
  /** Resolves once a factor is accepted; rejects with StepUpCancelled when the person cancels. */
  ask: () => Promise<void>;
  /** The person has no factor to step up with: they enrol one first (the enrol page). */
  enrolFirst: () => void;
};

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

/** `extra.enrolFirst: true`: the person has no factor at all. Problem extras arrive beside `code`; `extra` is read too. */
export function mustEnrolFirst(error: ApiProblem): boolean {
  const extra = error.body.extra as Record<string, unknown> | undefined;
  return error.body.enrolFirst === true || extra?.enrolFirst === true;
}

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
        await asker.ask();
        return call();
      }
    },
    [asker],
  );
}
