"use client";

import { useTranslations } from "use-intl";

import { When } from "../when";

/** A resource's status: active, or revoked and when. `messages` holds its `active` and `revoked`. */
export function ActiveOrRevoked({ messages, revokedAt }: { messages: string; revokedAt: string | null | undefined }) {
  const t = useTranslations(messages);
  return revokedAt ? (
    <span className="font-semibold text-red-700">
      {t("revoked")} <When iso={revokedAt} />
    </span>
  ) : (
    <span className="font-semibold text-green-800">{t("active")}</span>
  );
}
