"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { DescribedRadios } from "@/components/admin/described-radios";
import { InviteStates } from "@/components/admin/join/invite-states";
import { JoinForm } from "@/components/admin/join/join-form";
import { DetailsList } from "@/components/admin/resource/details-list";
import { RoleSummary } from "@/components/admin/role";
import { When } from "@/components/admin/when";
import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useAfterSignIn } from "@/hooks/use-admin-sign-in";
import { useInviteToken, useOperatorInvitePreview } from "@/hooks/use-join-invite";

import { JoinWithPasskey } from "./join-with-passkey";

const WAYS = ["passkey", "password"] as const;
type Way = (typeof WAYS)[number];

/**
 * Joining the console from an invitation link (/operator/join#<token>): what it is for (name,
 * e-mail, role), then how the operator will sign in — a passkey (no password), or a password and
 * an authenticator app — and on to the enrolment, which every operator finishes before anything else.
 */
export function OperatorJoinView() {
  const t = useTranslations("operator.join");
  const admin = useTranslations("admin.join");
  const router = useRouter();
  const token = useInviteToken();
  const preview = useOperatorInvitePreview(token);
  const [way, setWay] = useState<Way>("passkey");
  // Joining always owes an enrolment (useAfterSignIn's way there); sign-in is the way if it ever did not.
  const onAnswer = useAfterSignIn(() => router.replace("/operator/sign-in"));

  return (
    <InviteStates token={token} preview={preview}>
      {(invite, inviteToken) => (
        <div className="flex flex-col gap-8">
          <PageHeading intro={<p>{t("intro")}</p>}>{t("title")}</PageHeading>
          <TitledSection titleId="join-invite-title" title={admin("invitation")}>
            <div className="rounded-md border border-slate-300 bg-white p-4">
              <DetailsList
                details={[
                  [admin("name"), invite.name],
                  [
                    admin("email"),
                    <span key="email" className="break-all">
                      {invite.email}
                    </span>,
                  ],
                  [admin("role"), <RoleSummary key="role" role={invite.role} />],
                  [t("expiresAt"), <When key="expires" iso={invite.expiresAt} />],
                ]}
              />
            </div>
          </TitledSection>
          <DescribedRadios
            legend={t("wayLegend")}
            name="joinWay"
            checked={way}
            input={{ name: "joinWay", onChange: (event) => setWay(event.currentTarget.value as Way) }}
            options={WAYS.map((value) => ({
              value,
              label: t(`ways.${value}.label`),
              description: t(`ways.${value}.description`),
            }))}
          />
          {way === "passkey" ? (
            <JoinWithPasskey token={inviteToken} onAnswer={onAnswer} />
          ) : (
            <JoinForm token={inviteToken} email={invite.email} onAnswer={onAnswer} />
          )}
        </div>
      )}
    </InviteStates>
  );
}
