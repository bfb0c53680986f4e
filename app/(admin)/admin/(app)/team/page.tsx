import { adminMetadata } from "@/components/admin/page-title";
import { RequirePermission } from "@/components/admin/role";
import { TeamView } from "@/components/admin/team/team-view";

export const generateMetadata = () => adminMetadata("team.title");

export default function AdminTeamPage() {
  return (
    <RequirePermission permission="team.manage" titleKey="team.title">
      <TeamView />
    </RequirePermission>
  );
}
