"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiProblem } from "@/lib/client/fetch-json";

/** A failed read: an ended session leads to sign-in; anything else can be retried. */
export function QueryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations("shell");
  if (error instanceof ApiProblem && error.status === 401) {
    return (
      <Alert tone="warning" title={t("sessionEnded")}>
        <Link href="/sign-in" className="font-semibold text-brand-700 underline underline-offset-2">
          {t("signInAgain")}
        </Link>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={t("loadFailed")}>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        {t("retry")}
      </Button>
    </Alert>
  );
}
