import { serializeEmployer } from "@/lib/api/serializers/employer";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withPartner } from "@/lib/api/with-partner";
import { listEmployers } from "@/lib/services/employers/list-employers";

const handleGET = withPartner(async ({ ctx }) => {
  const employers = await listEmployers({ ctx });
  return json({ data: employers.map(serializeEmployer) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
