"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { TextLink } from "@/components/ui/text-link";
import { useAdminSessionOnce } from "@/hooks/use-admin-session";

import { AddPasskey } from "./add-passkey";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { TotpSetup } from "./totp-setup";

const SECTION = "flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4";

/**
 * Enrolling a second factor: right after a password when the employer requires one (the session
 * is not signed in until a factor is added), or from the account page or a step-up for someone
 * who has none. A passkey or an authenticator app; then on to `next`, or the HR area.
 */
export function EnrolView({ next }: { next: string | undefined }) {
  const t = useTranslations("admin.enrol");
  const router = useRouter();
  const queryClient = useQueryClient();
  // Signed in already (from the account page, a step-up) or still owing the factor (GET /api/admin/session refuses that session).
  const session = useAdminSessionOnce();
  const signedIn = session.isSuccess;
  const [codes, setCodes] = useState<string[]>();

  function done() {
    if (signedIn) {
      void queryClient.invalidateQueries({ queryKey: ["admin", "account"] });
      router.push(next ?? "/admin/account");
      return;
    }
    // The session has just become a signed-in one: nothing read before it applies.
    queryClient.clear();
    router.replace(next ?? "/admin");
  }

  if (session.isPending) return <p role="status">{t("loading")}</p>;
  return (
    <div className="flex flex-col gap-8">
      <PageHeading intro={<p>{signedIn ? t("introSignedIn") : t("introRequired")}</p>}>{t("title")}</PageHeading>
      {codes ? (
        <RecoveryCodesPanel codes={codes} onStored={done} />
      ) : (
        <>
          <section aria-labelledby="enrol-passkey-title" className={SECTION}>
            <h2 id="enrol-passkey-title" className="text-xl font-bold text-slate-900">
              {t("passkeyTitle")}
            </h2>
            <p className="text-slate-700">{t("passkeyIntro")}</p>
            <AddPasskey
              idPrefix="enrol"
              onAdded={(recoveryCodes) =>
                recoveryCodes && recoveryCodes.length > 0 ? setCodes(recoveryCodes) : done()
              }
            />
          </section>
          <section aria-labelledby="enrol-totp-title" className={SECTION}>
            <h2 id="enrol-totp-title" className="text-xl font-bold text-slate-900">
              {t("totpTitle")}
            </h2>
            <p className="text-slate-700">{t("totpIntro")}</p>
            <TotpSetup level={2} onDone={done} />
          </section>
        </>
      )}
      <p>
        {signedIn ? (
          <TextLink href="/admin/account">{t("backToAccount")}</TextLink>
        ) : (
          <TextLink href="/admin/sign-in">{t("backToSignIn")}</TextLink>
        )}
      </p>
    </div>
  );
}
