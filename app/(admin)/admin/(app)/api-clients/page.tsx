import { ApiClientsView } from "@/components/admin/api-clients/api-clients-view";
import { adminMetadata } from "@/components/admin/page-title";

export const generateMetadata = () => adminMetadata("apiClients.title");

export default function AdminApiClientsPage() {
  return <ApiClientsView />;
}
