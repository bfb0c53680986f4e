/** A row's name with, when there is one, a tag that singles it out (you, this browser). */
export function NameWithTag({ tag, children }: { tag: string | undefined; children: React.ReactNode }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {children}
      {tag ? (
        <span className="rounded bg-brand-50 px-1.5 py-0.5 text-sm font-semibold text-brand-900">{tag}</span>
      ) : null}
    </span>
  );
}
