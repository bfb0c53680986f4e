"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";

import { useAccountDoor } from "@/hooks/use-account-door";
import { StepUpCancelled, StepUpContext, type StepUpAsker, type StepUpProofKind } from "@/hooks/use-step-up";

import { StepUpDialog } from "./step-up-dialog";

type Waiting = { resolve: () => void; reject: (error: Error) => void };

/**
 * An area's one step-up dialog (HR's shell, the operator console's, each behind its door): a call
 * wrapped by useStepUp that is refused for want of a fresh factor waits here while the person gives
 * one, then is sent again. Several calls refused at once share the one dialog and all go on when it
 * is done.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const door = useAccountDoor();
  const pathname = usePathname();
  const [open, setOpen] = useState<StepUpProofKind>();
  const waiting = useRef<Waiting[]>([]);

  const settle = useCallback((verified: boolean) => {
    const calls = waiting.current;
    waiting.current = [];
    setOpen(undefined);
    for (const call of calls) {
      if (verified) call.resolve();
      else call.reject(new StepUpCancelled());
    }
  }, []);

  const asker = useMemo<StepUpAsker>(
    () => ({
      ask: (proof) =>
        new Promise<void>((resolve, reject) => {
          waiting.current.push({ resolve, reject });
          setOpen(proof);
        }),
      enrolFirst: () => router.push(`${door.pages}/enrol?next=${encodeURIComponent(pathname)}`),
    }),
    [router, pathname, door.pages],
  );

  return (
    <StepUpContext.Provider value={asker}>
      {children}
      {open ? <StepUpDialog proof={open} onVerified={() => settle(true)} onCancel={() => settle(false)} /> : null}
    </StepUpContext.Provider>
  );
}
