import { Suspense } from "react";

import { EmployeesView } from "@/components/admin/employees/employees-view";
import { adminMetadata } from "@/components/admin/page-title";

export const generateMetadata = () => adminMetadata("employees.title");

// The table keeps its state in the address bar (useSearchParams), which needs a Suspense boundary.
export default function AdminEmployeesPage() {
  return (
    <Suspense>
      <EmployeesView />
    </Suspense>
  );
}
