"use client";

import { useTranslations } from "use-intl";

import { RadioGroup } from "./radio-group";

type Answer = "isEmployed" | "isEligible";

type Props = {
  error: (field: Answer) => string | undefined;
  /** react-hook-form's register, for the answer's radios. */
  input: (field: Answer) => Parameters<typeof RadioGroup>[0]["input"];
};

const ANSWERS: Answer[] = ["isEmployed", "isEligible"];

/** The employer's two answers, each yes, no or not confirmed yet: is the person employed, and eligible. */
export function EmploymentAnswers({ error, input }: Props) {
  const t = useTranslations("admin.employerForm");
  const yesNo = [
    { value: "true", label: t("yes") },
    { value: "false", label: t("no") },
    { value: "", label: t("notConfirmed") },
  ];
  return ANSWERS.map((name) => (
    <RadioGroup key={name} legend={t(name)} name={name} options={yesNo} error={error(name)} input={input(name)} />
  ));
}
