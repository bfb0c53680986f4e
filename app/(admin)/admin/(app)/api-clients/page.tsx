import { ApiClientsView } from "@/components/admin/api-clients/api-clients-view";
import { permissionPage } from "@/components/admin/permission-page";

const page = permissionPage({ permission: "api_clients.manage", titleKey: "apiClients.title", View: ApiClientsView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
