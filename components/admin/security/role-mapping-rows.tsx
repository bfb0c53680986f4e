"use client";

import { useFieldArray, type Control, type UseFormRegister } from "react-hook-form";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { HR_ROLES } from "@/lib/domain/hr/hr-roles";

import type { SecurityValues } from "./security-values";

type Props = {
  control: Control<SecurityValues>;
  register: UseFormRegister<SecurityValues>;
  /** The words for a row's claim value problem. */
  claimError: (index: number) => string | undefined;
  error: string | undefined;
};

/** Which HR role each value of the role claim gives: one row each, added and removed freely. */
export function RoleMappingRows({ control, register, claimError, error }: Props) {
  const t = useTranslations("admin.security.sso");
  const roles = useTranslations("admin.roles");
  const { fields, append, remove } = useFieldArray({ control, name: "roleMapping" });
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  return (
    <fieldset
      id="field-roleMapping"
      tabIndex={-1}
      aria-describedby="role-mapping-hint"
      className="flex flex-col gap-3 outline-none"
    >
      <legend className="font-medium text-slate-900">{t("roleMapping")}</legend>
      <p id="role-mapping-hint" className="text-sm text-slate-600">
        {t("roleMappingHint")}
      </p>
      {error ? <p className="text-sm font-semibold text-red-700">{error}</p> : null}
      {fields.length === 0 ? <p className="text-slate-700">{t("roleMappingEmpty")}</p> : null}
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="flex flex-col gap-3 rounded-md border border-slate-300 p-3 sm:flex-row sm:items-end"
          >
            <TextField
              id={`field-roleMapping.${index}.claim`}
              label={t("claimValue", { row: index + 1 })}
              error={claimError(index)}
              autoComplete="off"
              spellCheck={false}
              className="min-w-0 flex-1"
              {...register(`roleMapping.${index}.claim`)}
            />
            <SelectField
              id={`field-roleMapping.${index}.role`}
              label={t("mappedRole", { row: index + 1 })}
              options={HR_ROLES.map((role) => ({ value: role, label: roles(`names.${role}`) }))}
              {...register(`roleMapping.${index}.role`)}
            />
            <Button
              variant="secondary"
              onClick={() => {
                remove(index);
                focusLater("add-role-mapping");
              }}
            >
              {t("removeRow")}
              <span className="sr-only"> {t("rowContext", { row: index + 1 })}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button
        id="add-role-mapping"
        variant="secondary"
        className="self-start"
        onClick={() => {
          append({ claim: "", role: "viewer" });
          focusLater(`field-roleMapping.${fields.length}.claim`);
        }}
      >
        {t("addRow")}
      </Button>
    </fieldset>
  );
}
