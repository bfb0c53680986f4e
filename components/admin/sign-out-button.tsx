"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { useSignOut } from "@/components/ui/use-sign-out";
import { useAccountDoor } from "@/hooks/use-account-door";

/** Clears the door's cookie (HR's, or the operator console's) and every answer cached under it. */
export function AdminSignOutButton({ csrfToken }: { csrfToken: string }) {
  const t = useTranslations("admin.shell");
  const door = useAccountDoor();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { state, signOut } = useSignOut({
    path: `${door.api}/sign-out`,
    csrfToken,
    onSignedOut: () => {
      // Nothing read under the old session may show to whoever signs in next on this browser.
      queryClient.clear();
      router.replace(`${door.pages}/sign-in`);
    },
  });

  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" onClick={signOut} disabled={state === "pending"}>
        {state === "pending" ? t("signingOut") : t("signOut")}
      </Button>
      {state === "failed" ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t("signOutFailed")}
        </p>
      ) : null}
    </div>
  );
}
