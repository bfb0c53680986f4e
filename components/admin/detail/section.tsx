/** One titled part of the employee page; the id is what the page's contents list links to. */
export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-4 flex-col gap-3">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
