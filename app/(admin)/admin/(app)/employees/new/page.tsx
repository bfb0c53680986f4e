import { NewEmployeeForm } from "@/components/admin/new-employee/new-employee-form";
import { adminMetadata } from "@/components/admin/page-title";
import { RequirePermission } from "@/components/admin/role";

export const generateMetadata = () => adminMetadata("newEmployee.title");

export default function AdminNewEmployeePage() {
  return (
    <RequirePermission permission="employees.write" titleKey="newEmployee.title">
      <NewEmployeeForm />
    </RequirePermission>
  );
}
