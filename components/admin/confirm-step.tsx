"use client";

import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";

type Props = {
  id: string;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A second step in the page (not window.confirm) before something that cannot be taken back.
 * Focus moves to its title so the warning is read first; Escape cancels.
 */
export function ConfirmStep({ id, title, body, confirmLabel, cancelLabel, pending, onConfirm, onCancel }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onKeyDown={(event) => (event.key === "Escape" ? onCancel() : undefined)}
      className="flex flex-col gap-3 rounded-md border-l-4 border-red-700 bg-red-50 p-4"
    >
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-bold text-slate-900 outline-none">
        {title}
      </h4>
      <p id={`${id}-body`}>{body}</p>
      <div className="flex flex-wrap gap-3">
        {/* aria-disabled keeps focus on the button while the request runs. */}
        <Button aria-disabled={pending || undefined} onClick={() => (pending ? undefined : onConfirm())}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
