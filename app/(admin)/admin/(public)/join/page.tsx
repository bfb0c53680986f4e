import { JoinView } from "@/components/admin/join/join-view";
import { adminMetadata } from "@/components/admin/page-title";

export const generateMetadata = () => adminMetadata("join.title");

/** The invitation link is /admin/join#<token>: the token stays in the browser (JoinView reads it). */
export default function AdminJoinPage() {
  return <JoinView />;
}
