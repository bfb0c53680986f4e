"use client";

import { useState } from "react";
import { useFormatter, useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { useDecideImport } from "@/hooks/use-admin-imports";
import { ApiProblem } from "@/lib/client/fetch-json";
import { missingPercent } from "@/lib/domain/program/full-file";
import type { EmployeeImport } from "@/lib/schemas/responses/admin-imports";

import { ConfirmStep } from "../confirm-step";
import { problemKey } from "../query-problem";

type Decision = "confirm" | "discard";

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * A held full file: what it would do, until when it waits, and HR's two answers, each behind a
 * confirm step. Confirming applies it (the people it leaves out become ineligible); discarding
 * applies nothing.
 */
export function HeldImportActions({ job, fileName }: { job: EmployeeImport; fileName: string }) {
  const t = useTranslations("admin.imports.held");
  const common = useTranslations("admin.common");
  const format = useFormatter();
  const decide = useDecideImport();
  const [confirming, setConfirming] = useState<Decision>();
  const [problem, setProblem] = useState<string>();
  const triggerId = (decision: Decision) => `import-${decision}-${job.id}`;
  const missing = job.missing ?? 0;
  const population = job.population ?? 0;

  async function run() {
    const decision = confirming;
    if (!decision) return;
    try {
      await decide.mutateAsync({ id: job.id, decision });
      setProblem(undefined);
    } catch (error) {
      const code = error instanceof ApiProblem ? error.code : undefined;
      setProblem(
        code === "import_superseded" || code === "import_not_held" ? t(`problems.${code}`) : common(problemKey(error)),
      );
      focusLater(triggerId(decision));
    }
    setConfirming(undefined);
  }

  return (
    <div className="flex flex-col gap-3">
      <p>
        {t("summary", {
          missing: format.number(missing),
          population: format.number(population),
          percent: missingPercent({ missing, population }),
        })}{" "}
        {job.heldUntil
          ? t("until", { date: format.dateTime(new Date(job.heldUntil), { dateStyle: "medium", timeStyle: "short" }) })
          : null}
      </p>
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmStep
          id={`import-decide-${confirming}-${job.id}`}
          title={t(`${confirming}.confirmTitle`, { fileName })}
          body={t(`${confirming}.confirmBody`, { missing: format.number(missing) })}
          confirmLabel={t(`${confirming}.confirm`)}
          cancelLabel={t("cancel")}
          pending={decide.isPending}
          onConfirm={() => void run()}
          onCancel={() => {
            focusLater(triggerId(confirming));
            setConfirming(undefined);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {(["confirm", "discard"] as const).map((decision) => (
            <Button
              key={decision}
              id={triggerId(decision)}
              variant={decision === "confirm" ? "primary" : "secondary"}
              onClick={() => setConfirming(decision)}
            >
              {t(`${decision}.button`)}
              <span className="sr-only"> {t("buttonContext", { fileName })}</span>
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
