"use client";

import { useEffect, useRef, useState } from "react";

import { prepareImage, type PreparedImage } from "@/lib/image/prepare-image";

export type EvidenceFile = { file: File; previewUrl?: string; prepared?: PreparedImage };

const PREVIEWABLE = new Set(["image/jpeg", "image/png"]);

/**
 * One chosen document image: an object-URL preview (released when replaced or unmounted) and the
 * upload prepared in the background — checked, downscaled and base64-encoded.
 */
export function useEvidenceFile() {
  const [selected, setSelected] = useState<EvidenceFile>();
  const previewRef = useRef<string | undefined>(undefined);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  async function choose(file: File | undefined) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file && PREVIEWABLE.has(file.type) ? URL.createObjectURL(file) : undefined;
    if (!file) {
      setSelected(undefined);
      return;
    }
    setSelected({ file, previewUrl: previewRef.current });
    const prepared = await prepareImage(file);
    // Another file may have been chosen meanwhile: only the latest choice counts.
    setSelected((current) => (current?.file === file ? { ...current, prepared } : current));
  }

  return { selected, choose };
}
