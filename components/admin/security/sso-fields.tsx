"use client";

import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslations } from "use-intl";

import { CheckboxField } from "@/components/ui/checkbox-field";
import { Panel } from "@/components/ui/panel";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { useTeam } from "@/hooks/use-admin-team";
import { HR_ROLES } from "@/lib/domain/hr/hr-roles";
import type { SecuritySettings } from "@/lib/schemas/responses/admin-security-settings";

import { CopyField } from "../resource/copy-field";
import { RoleMappingRows } from "./role-mapping-rows";
import type { SecurityValues } from "./security-values";

type Props = {
  form: UseFormReturn<SecurityValues>;
  settings: SecuritySettings;
  fieldError: (field: keyof SecurityValues) => string | undefined;
  claimError: (index: number) => string | undefined;
  /** Spread into each field's register options: a change hides "Saved". */
  changed: { onChange: () => void };
};

/** Single sign-on (OpenID Connect): the provider, who may sign in, which role they get, and whether passwords still open the door. */
export function SsoFields({ form, settings, fieldError, claimError, changed }: Props) {
  const t = useTranslations("admin.security.sso");
  const roles = useTranslations("admin.roles");
  const team = useTeam();
  const [copied, setCopied] = useState<string>();
  const { register, control } = form;
  const stored = settings.sso;
  const storedBreakGlass = stored?.breakGlassAdminId;
  const owners = (team.data?.people ?? []).filter((person) => person.role === "owner" && person.status === "active");
  const ownerOptions = owners.map((owner) => ({ value: owner.id, label: `${owner.name} (${owner.email})` }));
  // A stored choice the team no longer lists (or could not be read) stays shown, by its id.
  if (storedBreakGlass && !owners.some((owner) => owner.id === storedBreakGlass))
    ownerOptions.push({ value: storedBreakGlass, label: storedBreakGlass });
  // The provider's settings are identifiers and URLs: never autofilled, never spell-checked.
  const providerSetting = (
    name: "issuer" | "clientId" | "clientSecret" | "allowedDomains" | "roleClaim" | "scopes",
  ) => ({
    autoComplete: "off",
    spellCheck: false,
    error: fieldError(name),
    ...register(name, changed),
  });

  return (
    <Panel
      titleId="sso-settings-title"
      title={t("title")}
      titleClassName="text-xl font-bold text-slate-900"
      gap="gap-5"
    >
      <p className="text-slate-700">{t("intro")}</p>
      <div className="flex flex-col gap-1">
        <CopyField
          name="redirectUri"
          label={t("redirectUri")}
          copyLabel={t("copyRedirectUri")}
          value={settings.ssoRedirectUri}
          onCopied={(ok) => setCopied(ok ? t("redirectUriCopied") : t("redirectUriCopyFailed"))}
        />
        <p className="text-sm text-slate-600">{t("redirectUriHint")}</p>
        <p role="status" className="text-slate-900">
          {copied ?? ""}
        </p>
      </div>
      <CheckboxField label={t("enabled")} error={fieldError("ssoEnabled")} {...register("ssoEnabled", changed)} />
      <TextField
        label={t("issuer")}
        hint={t("issuerHint")}
        type="url"
        className="sm:max-w-xl"
        {...providerSetting("issuer")}
      />
      <TextField label={t("clientId")} className="sm:max-w-xl" {...providerSetting("clientId")} />
      {stored?.clientSecretLastFour ? <p>{t("secretStored", { lastFour: stored.clientSecretLastFour })}</p> : null}
      <TextField
        label={stored?.clientSecretLastFour ? t("replaceSecret") : t("clientSecret")}
        hint={stored?.clientSecretLastFour ? t("replaceSecretHint") : t("clientSecretHint")}
        type="password"
        className="sm:max-w-xl"
        {...providerSetting("clientSecret")}
      />
      <TextAreaField
        label={t("allowedDomains")}
        hint={t("allowedDomainsHint")}
        className="sm:max-w-xl"
        {...providerSetting("allowedDomains")}
      />
      <TextField
        label={t("roleClaim")}
        hint={t("roleClaimHint")}
        className="sm:max-w-md"
        {...providerSetting("roleClaim")}
      />
      <TextField label={t("scopes")} hint={t("scopesHint")} className="sm:max-w-md" {...providerSetting("scopes")} />
      <RoleMappingRows
        control={control}
        register={register}
        claimError={claimError}
        error={fieldError("roleMapping")}
      />
      <SelectField
        label={t("defaultRole")}
        error={fieldError("defaultRole")}
        options={[
          { value: "", label: t("defaultRoleNone") },
          ...HR_ROLES.map((role) => ({ value: role, label: roles(`names.${role}`) })),
        ]}
        {...register("defaultRole", changed)}
      />
      <CheckboxField
        label={t("required")}
        hint={t("requiredHint")}
        error={fieldError("ssoRequired")}
        {...register("ssoRequired", changed)}
      />
      <SelectField
        label={t("breakGlass")}
        error={fieldError("breakGlassAdminId")}
        placeholder={team.isPending ? t("loadingOwners") : t("chooseOwner")}
        options={ownerOptions}
        {...register("breakGlassAdminId", changed)}
      />
    </Panel>
  );
}
