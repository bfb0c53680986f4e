import { EmployeeDetail } from "@/components/admin/detail/employee-detail";
import { adminMetadata } from "@/components/admin/page-title";

export const generateMetadata = () => adminMetadata("detail.title");

export default async function AdminEmployeePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Keyed by id: moving between employees starts with a fresh form and heading focus.
  return <EmployeeDetail key={id} id={id} />;
}
