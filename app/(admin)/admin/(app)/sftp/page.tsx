import { permissionPage } from "@/components/admin/permission-page";
import { SftpView } from "@/components/admin/sftp/sftp-view";

const page = permissionPage({ permission: "sftp.manage", titleKey: "sftp.title", View: SftpView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
