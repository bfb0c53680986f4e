"use client";

import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { usePortalSession } from "@/hooks/use-portal-api";

import { EmployerContact } from "./employer-contact";

/** Under the SSN when the number typed is an ITIN: a way forward, not only a refusal — what to do, and who can help. */
export function ItinHelp() {
  const t = useTranslations("personal.itin");
  const words = useTranslations();
  const { data: session } = usePortalSession();
  return (
    <Alert title={t("title")}>
      <p data-testid="itin-help">{t("body")}</p>
      <p className="mt-2">
        <EmployerContact employer={session?.employer} t={words} />
      </p>
    </Alert>
  );
}
