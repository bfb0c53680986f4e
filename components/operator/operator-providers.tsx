"use client";

import type { ComponentProps } from "react";

import { Providers } from "@/components/admin/providers";
import { StepUpProvider } from "@/components/admin/step-up/step-up-provider";
import { AccountDoorContext, OPERATOR_DOOR } from "@/hooks/use-account-door";

/**
 * The console's words and query client, as HR's area has them, behind the operator door: the
 * sign-in, factor and account components it shares with HR call /api/operator and lead to
 * /operator pages. A write refused for want of a fresh factor asks for one in HR's step-up dialog,
 * at the console's door, and goes through.
 */
export function OperatorProviders({ children, ...props }: ComponentProps<typeof Providers>) {
  return (
    <Providers {...props}>
      <AccountDoorContext.Provider value={OPERATOR_DOOR}>
        <StepUpProvider>{children}</StepUpProvider>
      </AccountDoorContext.Provider>
    </Providers>
  );
}
