import { NewEmployeeForm } from "@/components/admin/new-employee/new-employee-form";
import { adminMetadata } from "@/components/admin/page-title";

export const generateMetadata = () => adminMetadata("newEmployee.title");

export default function AdminNewEmployeePage() {
  return <NewEmployeeForm />;
}
