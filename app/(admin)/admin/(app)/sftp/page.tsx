import { adminMetadata } from "@/components/admin/page-title";
import { SftpView } from "@/components/admin/sftp/sftp-view";

export const generateMetadata = () => adminMetadata("sftp.title");

export default function AdminSftpPage() {
  return <SftpView />;
}
