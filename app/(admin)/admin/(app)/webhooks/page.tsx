import { adminMetadata } from "@/components/admin/page-title";
import { RequirePermission } from "@/components/admin/role";
import { WebhooksView } from "@/components/admin/webhooks/webhooks-view";

export const generateMetadata = () => adminMetadata("webhooks.title");

export default function AdminWebhooksPage() {
  return (
    <RequirePermission permission="webhooks.manage" titleKey="webhooks.title">
      <WebhooksView />
    </RequirePermission>
  );
}
