"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { TextLink } from "@/components/ui/text-link";
import { useAccountDoor } from "@/hooks/use-account-door";
import { accountKeys } from "@/hooks/use-hr-account";

import { AddPasskey } from "./add-passkey";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { TotpSetup } from "./totp-setup";

const SECTION = "flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4";

export type EnrolOffer = "passkey" | "totp";

type Props = {
  /** Signed in already (adding a factor) rather than owing one before anything else. */
  signedIn: boolean;
  /** A page of the door to go on to afterwards; else the account page (signed in) or the door's home. */
  next: string | undefined;
  /** The factors offered, in this order. */
  offers: readonly EnrolOffer[];
};

/**
 * Enrolling a second factor, at the page's door: a passkey or an authenticator app (as `offers`
 * says); then the recovery codes of a first factor, shown once; then on to `next`. The title and
 * the introduction are the door's own words.
 */
export function EnrolFactors({ signedIn, next, offers }: Props) {
  const t = useTranslations("admin.enrol");
  const door = useAccountDoor();
  const words = useTranslations(`${door.name}.enrol`);
  const router = useRouter();
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[]>();

  function done() {
    if (signedIn) {
      void queryClient.invalidateQueries({ queryKey: accountKeys(door).account });
      router.push(next ?? `${door.pages}/account`);
      return;
    }
    // The session has just become a signed-in one: nothing read before it applies.
    queryClient.clear();
    router.replace(next ?? door.pages);
  }

  const sections = {
    passkey: (
      <section key="passkey" aria-labelledby="enrol-passkey-title" className={SECTION}>
        <h2 id="enrol-passkey-title" className="text-xl font-bold text-slate-900">
          {t("passkeyTitle")}
        </h2>
        <p className="text-slate-700">{t("passkeyIntro")}</p>
        <AddPasskey
          idPrefix="enrol"
          onAdded={(recoveryCodes) => (recoveryCodes && recoveryCodes.length > 0 ? setCodes(recoveryCodes) : done())}
        />
      </section>
    ),
    totp: (
      <section key="totp" aria-labelledby="enrol-totp-title" className={SECTION}>
        <h2 id="enrol-totp-title" className="text-xl font-bold text-slate-900">
          {t("totpTitle")}
        </h2>
        <p className="text-slate-700">{t("totpIntro")}</p>
        <TotpSetup level={2} onDone={done} />
      </section>
    ),
  };

  return (
    <div className="flex flex-col gap-8">
      <PageHeading intro={<p>{signedIn ? words("introSignedIn") : words("introRequired")}</p>}>
        {words("title")}
      </PageHeading>
      {codes ? <RecoveryCodesPanel codes={codes} onStored={done} /> : offers.map((offer) => sections[offer])}
      <p>
        {signedIn ? (
          <TextLink href={`${door.pages}/account`}>{t("backToAccount")}</TextLink>
        ) : (
          <TextLink href={`${door.pages}/sign-in`}>{t("backToSignIn")}</TextLink>
        )}
      </p>
    </div>
  );
}
