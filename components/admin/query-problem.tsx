"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiProblem } from "@/lib/client/fetch-json";

/** A failed read: an ended session leads to sign-in, a missing employee says so, the rest can be retried. */
export function AdminQueryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations("admin.common");
  if (error instanceof ApiProblem && error.status === 401) {
    return (
      <Alert tone="warning" title={t("sessionEnded")}>
        <Link href="/admin/sign-in" className="font-semibold text-brand-700 underline underline-offset-2">
          {t("signInAgain")}
        </Link>
      </Alert>
    );
  }
  if (error instanceof ApiProblem && error.status === 404) {
    return (
      <Alert tone="warning" title={t("notFound")}>
        <Link href="/admin" className="font-semibold text-brand-700 underline underline-offset-2">
          {t("backToEmployees")}
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

/** A message for a failed write that no single field explains. */
export function problemKey(error: unknown): "sessionEnded" | "csrfFailed" | "saveFailed" | "serverError" {
  if (!(error instanceof ApiProblem)) return "serverError";
  if (error.status === 401) return "sessionEnded";
  if (error.code === "csrf_failed") return "csrfFailed";
  if (error.status >= 500) return "serverError";
  return "saveFailed";
}
