import { ApiProblem } from "@/lib/client/fetch-json";
import type { PreparedImage } from "@/lib/image/prepare-image";

export type EvidenceField = "documentType" | "frontImage" | "backImage";
export type EvidenceErrors = Partial<Record<EvidenceField, string>>;

type Translate = (key: string) => string;

// The API's codes for an image, as sentences for the person who chose it.
const MESSAGE_FOR_CODE: Record<string, string> = {
  image_type_unsupported: "errors.typeUnsupported",
  type_unsupported: "errors.typeUnsupported",
  pdf: "errors.pdf",
  image_too_small: "errors.tooSmall",
  too_small: "errors.tooSmall",
  back_image_required: "errors.backMissing",
  data_url_prefix_not_allowed: "errors.dataUrlPrefix",
  base64_invalid: "errors.unreadable",
  image_empty: "errors.unreadable",
  unreadable: "errors.unreadable",
  image_too_large: "errors.tooLarge",
  too_large: "errors.tooLarge",
  too_long: "errors.tooLarge",
};

export function preparedError(prepared: PreparedImage | undefined, t: Translate): string | undefined {
  if (!prepared || prepared.ok) return undefined;
  return t(MESSAGE_FOR_CODE[prepared.code] ?? "errors.unreadable");
}

/** Field errors from the API (paths /frontImage, /backImage), else one message for the form. */
export function serverErrors(problem: unknown, t: Translate): { fields: EvidenceErrors; form?: string } {
  if (!(problem instanceof ApiProblem)) return { fields: {}, form: t("errors.network") };
  const fields: EvidenceErrors = {};
  for (const error of problem.errors) {
    const field = error.path.slice(1);
    if (field === "frontImage" || field === "backImage" || field === "documentType") {
      fields[field] ??= t(
        MESSAGE_FOR_CODE[error.code] ?? (problem.code === "image_too_large" ? "errors.tooLarge" : "errors.unreadable"),
      );
    }
  }
  if (Object.keys(fields).length > 0) return { fields };
  if (problem.code === "image_too_large" || problem.code === "payload_too_large")
    return { fields: {}, form: t("errors.tooLarge") };
  return { fields: {}, form: t("errors.generic") };
}
