import { EnrolView } from "@/components/admin/factor/enrol-view";
import { returnPath } from "@/components/admin/factor/return-path";
import { adminMetadata } from "@/components/admin/page-title";

export const generateMetadata = () => adminMetadata("enrol.title");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?next=`: the HR page a step-up sent the person from, to go back to once they have a factor. */
export default async function AdminEnrolPage({ searchParams }: Props) {
  return <EnrolView next={returnPath((await searchParams).next)} />;
}
