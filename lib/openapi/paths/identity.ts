import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { closeAccountSchema, evidenceSchema } from "@/lib/schemas/identity";
import { employeeSchema } from "@/lib/schemas/responses/employee";
import { identityCheckAcceptedSchema, identityVerificationSchema } from "@/lib/schemas/responses/identity";
import { versionNotes } from "@/lib/versions";

import { registerOperation } from "../operation";

const EMPLOYEE = "/api/employers/{employerId}/employees/{employeeId}";
const OUTCOME = `The outcome arrives by webhook: \`identity-verification.success\`, \`identity-verification.failed\` or \`identity-verification.needs-documentary-evidence\`. ${versionNotes("identityOutcome")}`;

export function registerIdentityPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: `${EMPLOYEE}/identity-verification/initiate`,
    operationId: "initiateIdentityVerification",
    summary: "Start identity verification",
    description: `No body. Needs the SSN, birth date, address and phone number (\`422 identity_data_missing\` lists what is missing). Someone under 18 is refused with \`409 hard_stop_under_18\` and no vendor call; someone whose documentary review failed with \`409 hard_stop_identity_failed\` (correcting their name, birth date, SSN or address starts a new check by itself). ${OUTCOME}`,
    tag: "Identity verification",
    success: { status: 202, description: "The check is queued.", schema: identityCheckAcceptedSchema },
    errors: [
      "identity_data_missing",
      "identity_verification_pending",
      "identity_already_verified",
      "evidence_required",
      "hard_stop_under_18",
      "hard_stop_identity_failed",
      "provider_not_configured",
    ],
  });
  registerOperation(registry, {
    method: "post",
    path: `${EMPLOYEE}/evidence`,
    operationId: "submitEvidence",
    summary: "Upload documentary evidence",
    description: `Only in NEEDS_EXPANDED_VERIFICATION. Images are base64 without a \`data:\` prefix: photos (JPEG, PNG or WebP) of 10 KB to 5 MiB each, no PDF; driver's licenses and state IDs need the back too. ${OUTCOME}`,
    tag: "Identity verification",
    body: { schema: evidenceSchema, example: { documentType: "PASSPORT", frontImage: "iVBORw0KGgoAAAANSUhEUg…" } },
    success: { status: 202, description: "The evidence review is queued.", schema: identityCheckAcceptedSchema },
    errors: [
      "evidence_not_requested",
      "image_too_large",
      "hard_stop_under_18",
      "hard_stop_identity_failed",
      "provider_not_configured",
    ],
  });
  registerOperation(registry, {
    method: "get",
    path: `${EMPLOYEE}/identity-verification`,
    operationId: "getIdentityVerification",
    summary: "Get identity verification",
    description: "The employee's verification state, read for the API version, and every check.",
    tag: "Identity verification",
    success: { status: 200, description: "The verification state.", schema: identityVerificationSchema },
  });
  registerOperation(registry, {
    method: "post",
    path: "/v1/integration/close-account",
    operationId: "closeAccount",
    summary: "Reset verification (staging)",
    description:
      "The 2021-08-10 contract's staging helper (/docs/changelog/2024-01-16): resets the employee's verification to NOT_STARTED so the expanded flow can be tried again.",
    tag: "Identity verification",
    sandboxOnly: true,
    body: { schema: closeAccountSchema, example: { employee_id: "empl_3xK9q2VfYp0LmN7bR4tZ1a" } },
    success: { status: 200, description: "The employee after the reset.", schema: employeeSchema },
    errors: ["employee_not_found", "not_found"],
  });
  registerOperation(registry, {
    method: "get",
    path: "/v1/employers/{employer_id}/employees/{employee_id}",
    operationId: "getEmployeeV1",
    summary: "Get an employee (release-notes path)",
    description:
      "The same employee as `GET /api/employers/{employerId}/employees/{employeeId}`, at the path the 2021-08-10 contract gave it (/docs/guides/glossary).",
    tag: "Employees",
    success: { status: 200, description: "The employee.", schema: employeeSchema },
  });
}
