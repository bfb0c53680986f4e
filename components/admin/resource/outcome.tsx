/** What became of an action on a resource, said in the card it was taken in. */
export type Outcome = { tone: "done" | "failed"; text: string };

/** Always present, so each outcome is announced when it appears. */
export function OutcomeMessage({ outcome }: { outcome: Outcome | undefined }) {
  return (
    <p
      role="status"
      className={outcome?.tone === "failed" ? "font-semibold text-red-700" : "font-medium text-green-800"}
    >
      {outcome?.text ?? ""}
    </p>
  );
}
