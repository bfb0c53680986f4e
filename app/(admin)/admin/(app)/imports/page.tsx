import { ImportsView } from "@/components/admin/imports/imports-view";
import { adminMetadata } from "@/components/admin/page-title";

export const generateMetadata = () => adminMetadata("imports.title");

export default function AdminImportsPage() {
  return <ImportsView />;
}
