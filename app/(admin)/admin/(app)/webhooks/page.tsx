import { adminMetadata } from "@/components/admin/page-title";
import { WebhooksView } from "@/components/admin/webhooks/webhooks-view";

export const generateMetadata = () => adminMetadata("webhooks.title");

export default function AdminWebhooksPage() {
  return <WebhooksView />;
}
