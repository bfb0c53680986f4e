"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useAfterSignIn } from "@/hooks/use-admin-sign-in";
import { useInvitePreview, useInviteToken } from "@/hooks/use-join-invite";

import { DetailsList } from "../resource/details-list";
import { RoleSummary } from "../role";
import { InviteStates } from "./invite-states";
import { JoinForm } from "./join-form";

/**
 * Joining an employer's HR team from an invitation link: what it is for (employer, name, e-mail,
 * role), then a password; signed in afterwards, or on to set up a second factor first.
 */
export function JoinView() {
  const t = useTranslations("admin");
  const router = useRouter();
  const token = useInviteToken();
  const preview = useInvitePreview(token);
  // Joining never owes a second factor (the person has none yet); sign-in is the way if it ever did.
  const onAnswer = useAfterSignIn(() => router.replace("/admin/sign-in"));

  return (
    <InviteStates token={token} preview={preview}>
      {(invite, inviteToken) => (
        <div className="flex flex-col gap-8">
          <PageHeading intro={<p>{t("join.intro", { employer: invite.employerName })}</p>}>
            {t("join.titleFor", { employer: invite.employerName })}
          </PageHeading>
          <TitledSection titleId="join-invite-title" title={t("join.invitation")}>
            <div className="rounded-md border border-slate-300 bg-white p-4">
              <DetailsList
                details={[
                  [t("join.employer"), invite.employerName],
                  [t("join.name"), invite.name],
                  [
                    t("join.email"),
                    <span key="email" className="break-all">
                      {invite.email}
                    </span>,
                  ],
                  [t("join.role"), <RoleSummary key="role" role={invite.role} />],
                ]}
              />
            </div>
            {invite.requireMfa ? <p>{t("join.requireMfa")}</p> : null}
          </TitledSection>
          <JoinForm token={inviteToken} email={invite.email} onAnswer={onAnswer} />
        </div>
      )}
    </InviteStates>
  );
}
