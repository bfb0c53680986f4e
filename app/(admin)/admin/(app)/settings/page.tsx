import { permissionPage } from "@/components/admin/permission-page";
import { SettingsView } from "@/components/admin/settings/settings-view";

const page = permissionPage({ permission: "settings.manage", titleKey: "settings.title", View: SettingsView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
