import { NewEmployeeForm } from "@/components/admin/new-employee/new-employee-form";
import { permissionPage } from "@/components/admin/permission-page";

const page = permissionPage({ permission: "employees.write", titleKey: "newEmployee.title", View: NewEmployeeForm });

export const generateMetadata = page.generateMetadata;
export default page.Page;
