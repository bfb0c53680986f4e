import { apiVersionNamed, SUPPORTED_API_VERSIONS, type ApiVersion } from "@/lib/versions";

import { AppError } from "@/lib/errors/app-error";

export const API_VERSION_HEADER = "api-version";

/** Missing: the client's pinned version. An old name: its version. Unknown: 400 listing what is supported. */
export function resolveApiVersion(header: string | null, pinned: ApiVersion): ApiVersion {
  if (header === null || header.trim() === "") return pinned;
  const requested = header.trim();
  const version = apiVersionNamed(requested);
  if (version) return version;
  throw new AppError("unsupported_api_version", `API-Version must be one of ${SUPPORTED_API_VERSIONS.join(", ")}.`, {
    extra: { supportedVersions: [...SUPPORTED_API_VERSIONS] },
  });
}
