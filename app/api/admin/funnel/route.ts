import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { getFunnel } from "@/lib/services/admin/get-funnel";

const handleGET = withAdmin(async ({ ctx }) => json(await getFunnel({ ctx })));

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
