import { adminMetadata } from "@/components/admin/page-title";
import { RequirePermission } from "@/components/admin/role";
import { SettingsView } from "@/components/admin/settings/settings-view";

export const generateMetadata = () => adminMetadata("settings.title");

export default function AdminSettingsPage() {
  return (
    <RequirePermission permission="settings.manage" titleKey="settings.title">
      <SettingsView />
    </RequirePermission>
  );
}
