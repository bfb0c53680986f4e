import { permissionPage } from "@/components/admin/permission-page";
import { SecurityView } from "@/components/admin/security/security-view";

/** Its own page rather than a part of Settings: those are what employees see; this is how HR signs in. */
const page = permissionPage({ permission: "settings.manage", titleKey: "security.title", View: SecurityView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
