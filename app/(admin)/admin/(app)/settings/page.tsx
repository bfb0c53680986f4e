import { adminMetadata } from "@/components/admin/page-title";
import { SettingsView } from "@/components/admin/settings/settings-view";

export const generateMetadata = () => adminMetadata("settings.title");

export default function AdminSettingsPage() {
  return <SettingsView />;
}
