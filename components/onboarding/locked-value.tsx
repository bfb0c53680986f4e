import { useTranslations } from "use-intl";

/** Identity data that cannot change now: a check is running on it, or it has been verified (the note above the form says more). */
export function LockedValue({
  label,
  value,
  reason,
}: {
  label: string;
  value: string;
  reason: "checking" | "verified";
}) {
  const t = useTranslations("personal");
  return (
    <div className="flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-4">
      <p className="font-medium text-slate-900">{label}</p>
      <p className="text-slate-800">{value || t("notOnFile")}</p>
      <p className="text-sm text-slate-700">{reason === "verified" ? t("lockedVerified") : t("lockedChecking")}</p>
    </div>
  );
}
