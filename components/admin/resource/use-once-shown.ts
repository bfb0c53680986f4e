"use client";

import { useState } from "react";

/**
 * A credential held in memory only, until HR says it is stored: the API never shows it twice.
 * Once stored, focus goes back to the card it belongs to, now that the panel that had it is gone.
 */
export function useOnceShown<Issued>(cardTitleId: (issued: Issued | undefined) => string) {
  const [issued, show] = useState<Issued>();
  function stored() {
    const titleId = cardTitleId(issued);
    show(undefined);
    requestAnimationFrame(() => document.getElementById(titleId)?.focus());
  }
  return { issued, show, stored };
}
