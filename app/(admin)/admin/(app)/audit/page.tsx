import { Suspense } from "react";

import { AuditView } from "@/components/admin/audit/audit-view";
import { adminMetadata } from "@/components/admin/page-title";
import { RequirePermission } from "@/components/admin/role";

export const generateMetadata = () => adminMetadata("audit.title");

// The filters live in the address bar (useSearchParams), which needs a Suspense boundary.
export default function AdminAuditPage() {
  return (
    <RequirePermission permission="audit.read" titleKey="audit.title">
      <Suspense>
        <AuditView />
      </Suspense>
    </RequirePermission>
  );
}
