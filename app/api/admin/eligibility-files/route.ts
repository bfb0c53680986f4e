import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeEligibilityFile } from "@/lib/api/serializers/sftp";
import { withAdmin } from "@/lib/api/with-admin";
import { listEligibilityFiles } from "@/lib/services/eligibility-files/list-eligibility-files";

const handleGET = withAdmin(async ({ ctx }) =>
  json({ data: (await listEligibilityFiles({ ctx })).map(serializeEligibilityFile) }),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
