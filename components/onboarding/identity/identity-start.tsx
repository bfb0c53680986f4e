"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { useInitiateVerification } from "@/hooks/use-steps";
import { ApiProblem } from "@/lib/client/fetch-json";

const CHECKED = ["name", "birthDate", "address", "ssn", "phone"] as const;

// The 422's field paths, grouped as the person knows them (every /address/… is "home address").
const ITEM_FOR_PATH: Array<[RegExp, (typeof CHECKED)[number]]> = [
  [/^\/ssn/, "ssn"],
  [/^\/birthDate/, "birthDate"],
  [/^\/address/, "address"],
  [/^\/phoneNumber/, "phone"],
];

/** Start (or, after a first failure, restart) the standard check; `help` is who can help, shown after a failure. */
export function IdentityStart({ failed, help }: { failed: boolean; help: React.ReactNode }) {
  const t = useTranslations("identity.start");
  const initiate = useInitiateVerification();
  const [missing, setMissing] = useState<string[]>([]);
  const [error, setError] = useState<string>();

  async function start() {
    setMissing([]);
    setError(undefined);
    try {
      await initiate.mutateAsync();
    } catch (problem) {
      if (problem instanceof ApiProblem && problem.code === "identity_data_missing") {
        const items = problem.errors.map((field) => ITEM_FOR_PATH.find(([pattern]) => pattern.test(field.path))?.[1]);
        setMissing(CHECKED.filter((item) => items.includes(item)));
        return;
      }
      setError(problem instanceof ApiProblem && problem.code === "csrf_failed" ? t("sessionError") : t("error"));
    }
  }

  return (
    <>
      {failed ? (
        <Alert tone="warning" title={t("failed.title")}>
          <p>
            {t.rich("failed.body", {
              link: (chunks) => <TextLink href="/onboarding/check">{chunks}</TextLink>,
            })}
          </p>
          <p className="mt-2">{t("failed.help")}</p>
        </Alert>
      ) : null}
      <p>{t("intro")}</p>
      <ul className="list-disc pl-6">
        {CHECKED.map((item) => (
          <li key={item}>{t(`checked.${item}`)}</li>
        ))}
      </ul>
      <p>{t("duration")}</p>
      {missing.length > 0 ? (
        <Alert tone="error" title={t("missing.title")}>
          <ul className="list-disc pl-6">
            {missing.map((item) => (
              <li key={item}>{t(`checked.${item}`)}</li>
            ))}
          </ul>
          <p className="mt-2">
            <TextLink href="/onboarding/personal">{t("missing.link")}</TextLink>
          </p>
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Button onClick={start} disabled={initiate.isPending}>
          {t("submit")}
        </Button>
      </div>
      {failed ? help : null}
    </>
  );
}
