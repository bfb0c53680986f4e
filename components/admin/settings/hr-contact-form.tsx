"use client";

import { useTranslations } from "use-intl";
import { z } from "zod";

import { TextField } from "@/components/ui/text-field";
import { useHrContact, useSaveHrContact } from "@/hooks/use-hr-contact";
import { checkEmail } from "@/lib/domain/person/email";
import { checkPersonName } from "@/lib/domain/person/person-name";
import { formatPhoneForInput, parsePhoneInput } from "@/lib/domain/person/phone-input";

import { SettingsForm } from "../settings-form";

// The API's rules (lib/schemas/admin.ts hrContactSchema) with the domain's checks: an empty field
// clears it; the phone is typed as people type it and sent as E.164.
const optional = (check: (input: string) => { ok: true; value: string } | { ok: false; code: string }) =>
  z.string().transform((input, ctx): string | null => {
    if (input.trim() === "") return null;
    const result = check(input);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: result.code });
    return z.NEVER;
  });
const fromTextCheck = (check: typeof checkEmail) => (input: string) => {
  const result = check(input);
  return result.ok ? result : { ok: false as const, code: result.problems[0].code };
};
const schema = z.object({
  name: optional(fromTextCheck(checkPersonName)),
  email: optional(fromTextCheck(checkEmail)),
  phone: optional(parsePhoneInput),
});
const FIELDS = ["name", "email", "phone"] as const;

/** The employer's HR contact, shown to employees wherever only the employer can help them. */
export function HrContactForm() {
  const t = useTranslations("admin.settings.hrContact");
  return (
    <SettingsForm
      id="hr-contact"
      schema={schema}
      fields={FIELDS}
      t={t}
      query={useHrContact()}
      save={useSaveHrContact()}
      toValues={(contact) => ({
        name: contact.name ?? "",
        email: contact.email ?? "",
        phone: formatPhoneForInput(contact.phone),
      })}
    >
      {({ register, error, changed }) => (
        <>
          <TextField
            label={t("name")}
            hint={t("nameHint")}
            error={error("name")}
            autoComplete="off"
            className="sm:max-w-md"
            {...register("name", changed)}
          />
          <TextField
            label={t("email")}
            error={error("email")}
            type="email"
            autoComplete="off"
            spellCheck={false}
            className="sm:max-w-md"
            {...register("email", changed)}
          />
          <TextField
            label={t("phone")}
            hint={t("phoneHint")}
            error={error("phone")}
            type="tel"
            autoComplete="off"
            className="sm:max-w-xs"
            {...register("phone", changed)}
          />
        </>
      )}
    </SettingsForm>
  );
}
