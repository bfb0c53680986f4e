import { redirect } from "next/navigation";

import { returnPath } from "@/components/admin/factor/return-path";
import { OperatorEnrolView } from "@/components/operator/enrol-view";
import { operatorMetadata } from "@/components/operator/page-title";
import { currentOperator, operatorOwesEnrolment } from "@/lib/api/page-session";

export const generateMetadata = () => operatorMetadata("enrol.title");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * For a session that owes its first factor (it just joined, or signed in with a password and has
 * none), or a signed-in operator adding another; anyone else signs in first. `?next=`: a console
 * page to go on to afterwards.
 */
export default async function OperatorEnrolPage({ searchParams }: Props) {
  const signedIn = (await currentOperator()) !== undefined;
  if (!signedIn && !(await operatorOwesEnrolment())) redirect("/operator/sign-in");
  return <OperatorEnrolView signedIn={signedIn} next={returnPath((await searchParams).next, "/operator")} />;
}
