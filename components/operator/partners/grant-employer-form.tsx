"use client";

import { useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { problemKey } from "@/components/admin/query-problem";
import type { Outcome } from "@/components/admin/resource/outcome";
import { Loaded } from "@/components/admin/resource/query-states";
import { SubmitButton } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useProgramEmployers } from "@/hooks/use-operator-console";
import { useGrantPartnerEmployer } from "@/hooks/use-operator-partners";
import type { Partner } from "@/lib/schemas/responses/operator-partners";

type Props = { partner: Partner; onOutcome: (outcome: Outcome | undefined) => void };

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** Granting the partner one of the program's employers it does not serve yet: its clients serve it from then on. */
export function GrantEmployerForm({ partner, onOutcome }: Props) {
  const t = useTranslations("operator.partners.grant");
  const common = useTranslations("admin.common");
  const employers = useProgramEmployers();
  const grant = useGrantPartnerEmployer(partner.id);
  const field = useRef<HTMLSelectElement>(null);
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string>();
  const granted = new Set(partner.employers.map((employer) => employer.employerId));

  async function submit(event: React.FormEvent, names: Map<string, string>) {
    event.preventDefault();
    onOutcome(undefined);
    setError(undefined);
    if (!chosen) {
      setError(t("required"));
      return field.current?.focus();
    }
    try {
      await grant.mutateAsync(chosen);
      setChosen("");
      onOutcome({ tone: "done", text: t("done", { employer: names.get(chosen) ?? chosen }) });
      focusLater("partner-employers-title");
    } catch (failure) {
      setError(common(problemKey(failure)));
      field.current?.focus();
    }
  }

  return (
    <section aria-labelledby="grant-employer-title" className="flex flex-col gap-3">
      <h3 id="grant-employer-title" className="text-lg font-bold text-slate-900">
        {t("title")}
      </h3>
      <Loaded query={employers} loading={t("loading")}>
        {({ data }) => {
          const open = data.filter((employer) => !granted.has(employer.id));
          if (open.length === 0) return <p className="text-slate-700">{t("none")}</p>;
          const names = new Map(open.map((employer) => [employer.id, employer.name]));
          return (
            <form
              noValidate
              onSubmit={(event) => void submit(event, names)}
              className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
            >
              <p className="text-slate-700">{t("intro")}</p>
              <div className="sm:max-w-md">
                <SelectField
                  ref={field}
                  name="grantEmployer"
                  label={t("label")}
                  placeholder={t("placeholder")}
                  error={error}
                  value={chosen}
                  onChange={(event) => setChosen(event.currentTarget.value)}
                  options={open.map((employer) => ({
                    value: employer.id,
                    label: employer.status === "suspended" ? t("suspended", { name: employer.name }) : employer.name,
                  }))}
                />
              </div>
              <SubmitButton pending={grant.isPending} label={t("submit")} pendingLabel={t("submitting")} />
            </form>
          );
        }}
      </Loaded>
    </section>
  );
}
