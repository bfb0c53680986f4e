"use client";

import type { ComponentProps } from "react";

import { Providers } from "@/components/admin/providers";
import { AccountDoorContext, OPERATOR_DOOR } from "@/hooks/use-account-door";

/**
 * The console's words and query client, as HR's area has them, behind the operator door: the
 * sign-in, factor and account components it shares with HR call /api/operator and lead to
 * /operator pages.
 */
export function OperatorProviders({ children, ...props }: ComponentProps<typeof Providers>) {
  return (
    <Providers {...props}>
      <AccountDoorContext.Provider value={OPERATOR_DOOR}>{children}</AccountDoorContext.Provider>
    </Providers>
  );
}
