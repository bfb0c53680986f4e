-- API-Version 2027-01-01 is named by its release date, 2026-11-21 (lib/versions/index.ts API_VERSION_ALIASES):
-- clients pinned under the old name are pinned under the real one. The old name is still read as the same version.
UPDATE "api_clients" SET "pinned_api_version" = '2026-11-21' WHERE "pinned_api_version" = '2027-01-01';
