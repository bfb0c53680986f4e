"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useEraseEmployee } from "@/hooks/use-admin-employees";
import { StepUpCancelled } from "@/hooks/use-step-up";
import { ApiProblem } from "@/lib/client/fetch-json";

import { problemKey } from "../query-problem";

/**
 * The danger zone: erase the person for good. Their cards are cancelled at the issuer first, their
 * personal data is removed, and only what the law keeps remains (docs/data-retention.md). HR types
 * the person's reference to confirm; the API asks for a fresh factor too.
 */
export function EraseEmployee({ employeeId, reference }: { employeeId: string; reference: string }) {
  const t = useTranslations("admin.erase");
  const tAdmin = useTranslations("admin");
  const router = useRouter();
  const erase = useEraseEmployee(employeeId);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const matches = typed.replace(/[\s-]/g, "").toUpperCase() === reference.replace(/-/g, "").toUpperCase();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    if (!matches) return setError(t("mismatch", { reference }));
    try {
      await erase.mutateAsync(typed);
      router.push("/admin");
    } catch (failure) {
      if (failure instanceof StepUpCancelled) return;
      if (failure instanceof ApiProblem && failure.code === "erasure_issuer_failed") return setError(t("issuerFailed"));
      if (failure instanceof ApiProblem && failure.code === "erasure_card_pending") return setError(t("cardPending"));
      setError(tAdmin(`common.${problemKey(failure)}`));
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-md border-2 border-red-700 bg-red-50 p-4"
    >
      <p className="font-semibold text-red-900">{t("warning")}</p>
      <ul className="list-disc pl-6 text-slate-900">
        <li>{t("cards")}</li>
        <li>{t("data")}</li>
        <li>{t("kept")}</li>
      </ul>
      <TextField
        name="confirm-reference"
        label={t("confirmLabel", { reference })}
        hint={t("confirmHint")}
        value={typed}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="danger" disabled={erase.isPending} className="self-start">
        {erase.isPending ? t("erasing") : t("submit")}
      </Button>
    </form>
  );
}
