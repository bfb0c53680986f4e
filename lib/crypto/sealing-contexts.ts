/**
 * What each sealed value is bound to (AES-GCM associated data): its table, column and row. A value
 * copied into another row or column fails to open instead of revealing itself. One place for all of
 * them, because the key rotation (lib/jobs/rotate-data-keys.ts) re-seals every column with the same
 * context its writer used.
 */
export const sealingContexts = {
  employeeSsn: (employeeId: string) => `employees.ssn:${employeeId}`,
  identitySubject: (checkId: string) => `identity_checks.subject_sealed:${checkId}`,
  identityImage: (evidenceId: string, side: "front" | "back") => `identity_evidence:${evidenceId}:${side}`,
  // The label keeps the table's name from before accounts (migration 0040): a secret sealed under
  // it must still open.
  accountTotp: (accountId: string) => `admin_totp.secret:${accountId}`,
  ssoClientSecret: (employerId: string) => `employer_sso.client_secret:${employerId}`,
  importRow: (importId: string, line: number) => `employee_import_rows:${importId}:${line}`,
  idempotentAnswer: (scope: string, key: string) => `idempotency_keys.response_body:${scope}:${key}`,
  webhookSecret: (endpointId: string) => `webhook_endpoints.secret:${endpointId}`,
  webhookPreviousSecret: (endpointId: string) => `webhook_endpoints.previous_secret:${endpointId}`,
  sftpChunk: (fileId: string, seq: number) => `sftp_files:${fileId}:${seq}`,
  erasureRecord: (recordId: string) => `erasure_records.sealed:${recordId}`,
} as const;
