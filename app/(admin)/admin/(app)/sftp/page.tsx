import { adminMetadata } from "@/components/admin/page-title";
import { RequirePermission } from "@/components/admin/role";
import { SftpView } from "@/components/admin/sftp/sftp-view";

export const generateMetadata = () => adminMetadata("sftp.title");

export default function AdminSftpPage() {
  return (
    <RequirePermission permission="sftp.manage" titleKey="sftp.title">
      <SftpView />
    </RequirePermission>
  );
}
