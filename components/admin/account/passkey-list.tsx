"use client";

import { useTranslations } from "use-intl";

import { useAccountDoor } from "@/hooks/use-account-door";
import { useRemovePasskey } from "@/hooks/use-hr-account";
import type { AccountFactors } from "@/lib/schemas/responses/admin-account";

import { ConfirmAction } from "../confirm-action";
import { AddPasskey } from "../factor/add-passkey";
import type { Outcome } from "../resource/outcome";
import { When } from "../when";

type Props = {
  account: AccountFactors;
  onOutcome: (outcome: Outcome | undefined) => void;
  onRecoveryCodes: (codes: string[] | undefined) => void;
  className: string;
};

/**
 * The account's passkeys: each with when it was added and last used, and Remove where the door's
 * API offers it; a form to add one.
 */
export function PasskeyList({ account, onOutcome, onRecoveryCodes, className }: Props) {
  const t = useTranslations("admin.account.factors");
  const { removeFactors } = useAccountDoor().account;
  const remove = useRemovePasskey();
  return (
    <section aria-labelledby="passkeys-title" className={className}>
      <h3 id="passkeys-title" tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
        {t("passkeysTitle")}
      </h3>
      {account.passkeys.length === 0 ? (
        <p>{t("passkeysNone")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {account.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-col gap-2 py-3 first:pt-0">
              <p className="break-words font-semibold">{passkey.name}</p>
              <p className="text-sm text-slate-700">
                {t("added")} <When iso={passkey.createdAt} withTime={false} />
                {" · "}
                {passkey.lastUsedAt ? (
                  <>
                    {t("lastUsed")} <When iso={passkey.lastUsedAt} />
                  </>
                ) : (
                  t("neverUsed")
                )}
              </p>
              {removeFactors ? (
                <ConfirmAction
                  id={`remove-passkey-${passkey.id}`}
                  label={t("removePasskey.button")}
                  labelFor={passkey.name}
                  title={t("removePasskey.confirmTitle", { name: passkey.name })}
                  body={t("removePasskey.confirmBody")}
                  confirmLabel={t("removePasskey.confirm")}
                  cancelLabel={t("cancel")}
                  run={async () => void (await remove.mutateAsync(passkey.id))}
                  done={t("removePasskey.done", { name: passkey.name })}
                  onOutcome={onOutcome}
                  focusAfter="passkeys-title"
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <h4 className="font-bold text-slate-900">{t("addPasskeyTitle")}</h4>
      <AddPasskey
        idPrefix="account"
        onAdded={(codes) => {
          onOutcome({ tone: "done", text: t("passkeyAdded") });
          onRecoveryCodes(codes);
        }}
      />
    </section>
  );
}
