import type { DocumentType } from "@/lib/domain/identity/evidence";

// The API's document types and whether the back is needed (lib/domain/identity/evidence.ts TWO_SIDED).
// Kept here rather than imported: that module's Buffer use would pull a polyfill into the page.
// A Record over the API's type, so a new document type fails to compile until it is handled here.
const NEEDS_BACK: Record<DocumentType, boolean> = {
  DRIVERS_LICENSE: true,
  PASSPORT: false,
  STATE_ID: true,
};

export const DOCUMENT_TYPES = Object.keys(NEEDS_BACK) as DocumentType[];

export const needsBack = (type: DocumentType | undefined): boolean => type !== undefined && NEEDS_BACK[type];
