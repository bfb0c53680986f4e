import { operatorMetadata } from "@/components/operator/page-title";
import { PeopleView } from "@/components/operator/people/people-view";

export const generateMetadata = () => operatorMetadata("people.title");

/** Support's search for a person across the program's employers; the query is the page's `?q=`. */
export default async function OperatorPeoplePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { q } = await searchParams;
  const query = typeof q === "string" ? q : "";
  return <PeopleView key={query} q={query} />;
}
