import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { getFunnel } from "@/lib/services/admin/get-funnel";
import type { Funnel } from "@/lib/schemas/responses/admin-employees";

const handleGET = withAdmin(async ({ ctx }) => json((await getFunnel({ ctx })) satisfies Funnel));

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
