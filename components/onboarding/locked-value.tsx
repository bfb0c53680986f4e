import { useTranslations } from "use-intl";

/** Identity data that cannot change now (a check is running on it, or it has been verified). */
export function LockedValue({ label, value }: { label: string; value: string }) {
  const t = useTranslations("personal");
  return (
    <div className="flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-4">
      <p className="font-medium text-slate-900">{label}</p>
      <p className="text-slate-800">{value || t("notOnFile")}</p>
      <p className="text-sm text-slate-700">{t("lockedNote")}</p>
    </div>
  );
}
