"use client";

import type { ComponentProps } from "react";

import { Providers } from "@/components/admin/providers";
import { AccountDoorContext, OPERATOR_DOOR } from "@/hooks/use-account-door";

/**
 * The console's words and query client, as HR's area has them, behind the operator door: the
 * sign-in, factor and account components it shares with HR call /api/operator and lead to
 * /operator pages. The step-up dialog a console write may ask for is the signed-in shell's
 * ((app)/layout.tsx, inside the main landmark as HR's is): the pages out here write nothing that
 * asks for one.
 */
export function OperatorProviders({ children, ...props }: ComponentProps<typeof Providers>) {
  return (
    <Providers {...props}>
      <AccountDoorContext.Provider value={OPERATOR_DOOR}>{children}</AccountDoorContext.Provider>
    </Providers>
  );
}
