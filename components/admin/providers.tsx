"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ComponentProps } from "react";

import { LocaleProvider } from "@/components/ui/locale-provider";

/** The HR area's words and its query client (answers are refetched when the window regains focus). */
export function Providers({ locale, messages, children }: ComponentProps<typeof LocaleProvider>) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: true } } }),
  );
  return (
    <LocaleProvider locale={locale} messages={messages}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </LocaleProvider>
  );
}
