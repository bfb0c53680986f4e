import { ApiClientsView } from "@/components/admin/api-clients/api-clients-view";
import { adminMetadata } from "@/components/admin/page-title";
import { RequirePermission } from "@/components/admin/role";

export const generateMetadata = () => adminMetadata("apiClients.title");

export default function AdminApiClientsPage() {
  return (
    <RequirePermission permission="api_clients.manage" titleKey="apiClients.title">
      <ApiClientsView />
    </RequirePermission>
  );
}
