"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { TextLink } from "@/components/ui/text-link";
import { TitledSection } from "@/components/ui/titled-section";
import { useAccountDoor } from "@/hooks/use-account-door";
import { useNewRecoveryCodes, useRemoveTotp } from "@/hooks/use-hr-account";
import type { AccountFactors } from "@/lib/schemas/responses/admin-account";

import { ConfirmAction } from "../confirm-action";
import { RecoveryCodesPanel } from "../factor/recovery-codes-panel";
import { TotpSetup } from "../factor/totp-setup";
import { OutcomeMessage, type Outcome } from "../resource/outcome";
import { When } from "../when";
import { PasskeyList } from "./passkey-list";

const SUBSECTION = "flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4";

/**
 * The account's second factors: the authenticator app (set up, or remove), passkeys (add,
 * remove), and recovery codes (how many are left; new ones, shown once). Removing the app and new
 * codes may ask for a factor first (step-up). Removing and new codes only where the door's API
 * offers them; whether a factor is required, and the recovery codes left, are said in the door's words.
 */
export function SecondFactorSection({ account }: { account: AccountFactors }) {
  const t = useTranslations("admin.account.factors");
  const door = useAccountDoor();
  const words = useTranslations(`${door.name}.account.factors`);
  // An operator's account has no setting: a factor is always required.
  const required = account.requireMfa ?? true;
  const removeTotp = useRemoveTotp();
  const newCodes = useNewRecoveryCodes();
  const [outcome, setOutcome] = useState<Outcome>();
  const [codes, setCodes] = useState<string[]>();
  const hasFactor = account.totp !== null || account.passkeys.length > 0;

  function showCodes(next: string[] | undefined) {
    if (next && next.length > 0) setCodes(next);
  }

  return (
    <TitledSection titleId="factors-title" title={t("title")} gap="gap-4" focusable>
      <p className="text-slate-700">{required ? words("required") : t("optional")}</p>
      {!hasFactor ? (
        <p>
          <span className="font-semibold">{t("none")}</span>{" "}
          <TextLink href={`${door.pages}/enrol?next=${door.pages}/account`}>{t("enrolLink")}</TextLink>
        </p>
      ) : null}
      <OutcomeMessage outcome={outcome} />
      {codes ? (
        <RecoveryCodesPanel
          codes={codes}
          level={3}
          onStored={() => {
            setCodes(undefined);
            requestAnimationFrame(() => document.getElementById("factors-title")?.focus());
          }}
        />
      ) : null}

      <section aria-labelledby="totp-title" className={SUBSECTION}>
        <h3 id="totp-title" tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
          {t("totpTitle")}
        </h3>
        {account.totp ? (
          <>
            <p>
              <span className="font-semibold text-green-800">{t("totpOn")}</span> {t("since")}{" "}
              <When iso={account.totp.enrolledAt} withTime={false} />
            </p>
            {door.account.removeFactors ? (
              <ConfirmAction
                id="remove-totp"
                label={t("removeTotp.button")}
                title={t("removeTotp.confirmTitle")}
                body={required ? words("removeTotp.confirmBodyRequired") : t("removeTotp.confirmBody")}
                confirmLabel={t("removeTotp.confirm")}
                cancelLabel={t("cancel")}
                run={async () => void (await removeTotp.mutateAsync())}
                done={t("removeTotp.done")}
                onOutcome={setOutcome}
                focusAfter="totp-title"
              />
            ) : null}
          </>
        ) : (
          <>
            <p>{t("totpOff")}</p>
            <TotpSetup
              level={3}
              onDone={() => {
                setOutcome({ tone: "done", text: t("totpAdded") });
                requestAnimationFrame(() => document.getElementById("totp-title")?.focus());
              }}
            />
          </>
        )}
      </section>

      <PasskeyList account={account} onOutcome={setOutcome} onRecoveryCodes={showCodes} className={SUBSECTION} />

      <section aria-labelledby="recovery-title" className={SUBSECTION}>
        <h3 id="recovery-title" className="text-lg font-bold text-slate-900">
          {t("recoveryTitle")}
        </h3>
        {hasFactor || account.recoveryCodesLeft > 0 ? (
          <>
            <p className={account.recoveryCodesLeft <= 2 ? "font-semibold" : undefined}>
              {words("recoveryLeft", { count: account.recoveryCodesLeft })}
            </p>
            {door.account.newRecoveryCodes ? (
              <ConfirmAction
                id="new-recovery-codes"
                label={t("newCodes.button")}
                title={t("newCodes.confirmTitle")}
                body={t("newCodes.confirmBody")}
                confirmLabel={t("newCodes.confirm")}
                cancelLabel={t("cancel")}
                run={async () => setCodes((await newCodes.mutateAsync()).recoveryCodes)}
                done={t("newCodes.done")}
                onOutcome={setOutcome}
                focusAfter="recovery-codes-title"
              />
            ) : null}
          </>
        ) : (
          <p>{t("recoveryNone")}</p>
        )}
      </section>
    </TitledSection>
  );
}
