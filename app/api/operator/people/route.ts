import { methods } from "@/lib/api/methods";
import { parseQuery } from "@/lib/api/query";
import { json } from "@/lib/api/respond";
import { personRowJson } from "@/lib/api/serializers/person";
import { withOperator } from "@/lib/api/with-operator";
import { peopleSearchQuerySchema } from "@/lib/schemas/operator-people";
import type { PeopleSearch } from "@/lib/schemas/responses/operator-people";
import { findPeople } from "@/lib/services/support/find-people";

// Support finds a person across the program's employers (owner, support and compliance roles).
const handleGET = withOperator(async ({ request, ctx }) => {
  const { q } = parseQuery(request, peopleSearchQuerySchema);
  const { data, more } = await findPeople({ ctx, q });
  return json({ data: data.map(personRowJson), more } satisfies PeopleSearch);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
