import fastJsonPatch from "fast-json-patch";
import type { Operation } from "fast-json-patch";

import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { AppError, validationFailed } from "@/lib/errors/app-error";
import { zodToFieldErrors } from "@/lib/errors/zod-field-errors";
import { jsonPatchSchema, type JsonPatchOperation } from "@/lib/schemas/employee";

const { applyPatch, JsonPatchError } = fastJsonPatch;

// The contract's alternative names for two fields (docs/api.md): rewritten before the patch applies.
const ALIASES: Array<[RegExp, string]> = [
  [/^\/dateOfBirth(?=\/|$)/, "/birthDate"],
  [/^\/address\/zipCode(?=\/|$)/, "/address/postalCode"],
];

const unalias = (pointer: string) => ALIASES.reduce((path, [pattern, to]) => path.replace(pattern, to), pointer);
const touchesSsn = (pointer: string | undefined) => pointer !== undefined && /^\/ssn(\/|$)/.test(pointer);

/** Parses an RFC 6902 document: 400 when it is not one, with the failing operation's index. */
export function parsePatch(raw: unknown): JsonPatchOperation[] {
  if (Array.isArray(raw)) {
    // zod treats a missing `value` as undefined; RFC 6902 requires the member to be present.
    const missing = raw.findIndex(
      (op) =>
        op &&
        typeof op === "object" &&
        ["add", "replace", "test"].includes((op as { op?: unknown }).op as string) &&
        !("value" in op),
    );
    if (missing >= 0) {
      throw new AppError("invalid_patch", "add, replace and test operations need a value.", {
        errors: [{ path: `/${missing}/value`, code: "required", message: FIELD_ERROR_CODES.required }],
      });
    }
  }
  const parsed = jsonPatchSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    throw new AppError("invalid_patch", "Send an array of 1 to 100 JSON Patch operations (RFC 6902).", {
      errors: zodToFieldErrors(parsed.error),
    });
  }
  const banned = parsed.data.findIndex((op) =>
    [op.path, "from" in op ? op.from : ""].some((p) => /(^|\/)(__proto__|constructor|prototype)(\/|$)/.test(p)),
  );
  if (banned >= 0) {
    throw new AppError("invalid_patch", `Operation ${banned} targets a path that no employee field has.`);
  }
  return parsed.data.map((op) =>
    "from" in op ? { ...op, path: unalias(op.path), from: unalias(op.from) } : { ...op, path: unalias(op.path) },
  );
}

/**
 * Applies the operations to `document` all-or-nothing. The SSN is write-only, so its operations
 * are taken out and returned as the value to store (`undefined`: untouched, `null`: removed).
 */
export function applyEmployeePatch(document: Record<string, unknown>, operations: JsonPatchOperation[]) {
  let ssn: unknown = undefined;
  const rest: Operation[] = [];
  for (const op of operations) {
    const from = "from" in op ? op.from : undefined;
    if (touchesSsn(from) || (touchesSsn(op.path) && (op.op === "test" || op.op === "move" || op.op === "copy"))) {
      throw validationFailed([{ path: "/ssn", code: "write_only", message: FIELD_ERROR_CODES.write_only }]);
    }
    if (!touchesSsn(op.path)) {
      rest.push(op as Operation);
      continue;
    }
    if (op.path !== "/ssn")
      throw validationFailed([{ path: op.path, code: "path_not_found", message: FIELD_ERROR_CODES.path_not_found }]);
    ssn = op.op === "remove" ? null : (op as { value: unknown }).value;
  }
  let patched: Record<string, unknown>;
  try {
    patched = applyPatch(document, rest, true, false, true).newDocument;
  } catch (error) {
    throw translatePatchError(error);
  }
  return ssn === undefined ? patched : { ...patched, ssn };
}

function translatePatchError(error: unknown): unknown {
  if (!(error instanceof JsonPatchError)) return error;
  const op = error.operation as { op?: string; path?: string; from?: string } | undefined;
  const where = `operation ${error.index ?? 0} (${op?.op ?? "?"} ${op?.path ?? ""})`;
  switch (error.name) {
    case "TEST_OPERATION_FAILED":
      return new AppError("patch_test_failed", `The test in ${where} did not match; nothing was changed.`, {
        extra: { operationIndex: error.index },
      });
    case "OPERATION_PATH_UNRESOLVABLE":
    case "OPERATION_FROM_UNRESOLVABLE":
    case "OPERATION_PATH_CANNOT_ADD":
    case "OPERATION_PATH_ILLEGAL_ARRAY_INDEX":
    case "OPERATION_VALUE_OUT_OF_BOUNDS": {
      const path = error.name === "OPERATION_FROM_UNRESOLVABLE" ? op?.from : op?.path;
      return validationFailed(
        [{ path: path ?? "", code: "path_not_found", message: FIELD_ERROR_CODES.path_not_found }],
        `The path in ${where} does not exist; nothing was changed.`,
      );
    }
    default:
      return new AppError("invalid_patch", `${where} is not a valid JSON Patch operation.`);
  }
}
