import { permissionPage } from "@/components/admin/permission-page";
import { WebhooksView } from "@/components/admin/webhooks/webhooks-view";

const page = permissionPage({ permission: "webhooks.manage", titleKey: "webhooks.title", View: WebhooksView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
