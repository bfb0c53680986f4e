import { adminMetadata } from "@/components/admin/page-title";
import { RequirePermission } from "@/components/admin/role";
import { SecurityView } from "@/components/admin/security/security-view";

export const generateMetadata = () => adminMetadata("security.title");

/** Its own page rather than a part of Settings: those are what employees see; this is how HR signs in. */
export default function AdminSecurityPage() {
  return (
    <RequirePermission permission="settings.manage" titleKey="security.title">
      <SecurityView />
    </RequirePermission>
  );
}
