import { FunnelView } from "@/components/admin/funnel/funnel-view";
import { adminMetadata } from "@/components/admin/page-title";

export const generateMetadata = () => adminMetadata("funnel.title");

export default function AdminFunnelPage() {
  return <FunnelView />;
}
