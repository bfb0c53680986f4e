import { OperatorJoinView } from "@/components/operator/join-view";
import { operatorMetadata } from "@/components/operator/page-title";

export const generateMetadata = () => operatorMetadata("join.title");

/**
 * The invitation link is /operator/join#<token> (from `npm run operator:create` for the first
 * owner): the token stays in the browser (OperatorJoinView reads it).
 */
export default function OperatorJoinPage() {
  return <OperatorJoinView />;
}
