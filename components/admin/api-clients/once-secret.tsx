"use client";

import { useTranslations } from "use-intl";

import { OnceShown } from "../resource/once-shown";

export type IssuedSecret = { kind: "created" | "rotated"; clientId: string; name: string; clientSecret: string };

/** A new client secret, shown this once, with the warning to store it before leaving. */
export function OnceSecret({ issued, onStored }: { issued: IssuedSecret; onStored: () => void }) {
  const t = useTranslations("admin.apiClients.secret");
  return (
    <OnceShown
      titleId="once-secret-title"
      messages="admin.apiClients.secret"
      issued={issued}
      values={[
        {
          name: "clientId",
          label: t("clientId"),
          copyLabel: t("copyClientId"),
          value: issued.clientId,
          copied: t("copied.clientId"),
        },
        {
          name: "clientSecret",
          label: t("clientSecret"),
          copyLabel: t("copySecret"),
          value: issued.clientSecret,
          copied: t("copied.clientSecret"),
        },
      ]}
      onStored={onStored}
    >
      <p>{t("howToUse")}</p>
    </OnceShown>
  );
}
