import { AccountView } from "@/components/admin/account/account-view";
import { adminMetadata } from "@/components/admin/page-title";

export const generateMetadata = () => adminMetadata("account.title");

/** Everyone's own account, whatever their role. */
export default function AdminAccountPage() {
  return <AccountView />;
}
