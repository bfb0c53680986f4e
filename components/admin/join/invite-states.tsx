"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { PageHeading } from "@/components/ui/page-heading";
import { useAccountDoor } from "@/hooks/use-account-door";
import { isInviteInvalid } from "@/hooks/use-join-invite";

import { AdminQueryProblem } from "../query-problem";

type Props<Invite> = {
  /** The link's token (useInviteToken): null before the browser has read it, "" when the link has none. */
  token: string | null;
  preview: UseQueryResult<Invite>;
  /** The invitation, once read, with its token. */
  children: (invite: Invite, token: string) => ReactNode;
};

/**
 * What a join page shows before the invitation itself, at the page's door (HR's team, the operator
 * console): a link without its token, the invitation being read, one that can no longer be used,
 * or a failure to retry. The words are the door's own.
 */
export function InviteStates<Invite>({ token, preview, children }: Props<Invite>) {
  const t = useTranslations(`${useAccountDoor().name}.join`);
  const loading = useTranslations("admin.join")("loading");

  const problem = (title: string, body: string) => (
    <div className="flex flex-col gap-6">
      <PageHeading>{t("title")}</PageHeading>
      <Alert tone="warning" title={title}>
        {body}
      </Alert>
    </div>
  );

  if (token === "") return problem(t("noToken.title"), t("noToken.body"));
  if (token === null || preview.isPending) return <p role="status">{loading}</p>;
  if (preview.isError) {
    if (isInviteInvalid(preview.error)) return problem(t("invalid.title"), t("invalid.body"));
    return (
      <div className="flex flex-col gap-6">
        <PageHeading>{t("title")}</PageHeading>
        <AdminQueryProblem error={preview.error} onRetry={() => void preview.refetch()} />
      </div>
    );
  }
  return children(preview.data, token);
}
