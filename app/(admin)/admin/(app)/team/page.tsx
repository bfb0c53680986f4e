import { permissionPage } from "@/components/admin/permission-page";
import { TeamView } from "@/components/admin/team/team-view";

const page = permissionPage({ permission: "team.manage", titleKey: "team.title", View: TeamView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
