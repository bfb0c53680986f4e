import Link from "next/link";

export const GUIDES = [
  { href: "/docs/guides/onboarding", title: "Onboarding, end to end" },
  { href: "/docs/guides/portal", title: "The hosted portal" },
  { href: "/docs/guides/sandbox", title: "Sandbox test values" },
  { href: "/docs/guides/versions", title: "API versions" },
  { href: "/docs/changelog", title: "Changelog" },
  { href: "/docs/guides/webhooks", title: "Webhooks and signatures" },
  { href: "/docs/errors", title: "Errors" },
  { href: "/docs/guides/glossary", title: "Glossary" },
] as const;

/** The list of guides, as a navigation landmark; `className` lays out the list. */
export function GuideLinks({ className }: { className: string }) {
  return (
    <nav aria-label="Guides">
      <ul className={className}>
        {GUIDES.map((guide) => (
          <li key={guide.href}>
            <Link href={guide.href} className="text-blue-800 underline hover:no-underline">
              {guide.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of the API guides: a header back to the reference, the guide list, the page. */
export function GuideLayout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <header className="mb-6 flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-4">
        <p className="text-sm font-semibold text-slate-700">
          <Link href="/docs" className="underline hover:no-underline">
            API reference
          </Link>{" "}
          /{" "}
          <Link href="/docs/guides" className="underline hover:no-underline">
            Guides
          </Link>
        </p>
        <a href="/api/openapi.json" className="text-sm text-slate-700 underline hover:no-underline">
          openapi.json
        </a>
      </header>
      {/* minmax(0, 1fr) and min-w-0: a long code block scrolls inside itself instead of widening the page. */}
      <div className="grid gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <GuideLinks className="space-y-2 text-sm" />
        <main className="min-w-0 space-y-4 leading-relaxed">
          <h1 className="text-2xl font-bold">{title}</h1>
          {children}
        </main>
      </div>
    </div>
  );
}

export function Code({ children }: { children: React.ReactNode }) {
  // A path like …/payment-methods/stripe/publishable-key has no space to wrap at: break anywhere.
  return (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-sm [overflow-wrap:anywhere]">{children}</code>
  );
}

/**
 * A code block. `run`: a step of the guide's shell walk-through, which the docs journey
 * (e2e/docs/guide-examples.spec.ts) runs in order, as pasted, against the sandbox.
 */
export function Pre({ children, run = false }: { children: string; run?: boolean }) {
  // Scrolls sideways inside itself on a narrow screen, so it takes keyboard focus (arrow keys scroll it).
  return (
    <pre
      tabIndex={0}
      data-run={run ? "" : undefined}
      className="overflow-x-auto rounded bg-slate-900 p-4 font-mono text-sm text-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      {children}
    </pre>
  );
}

export function H2({ children }: { children: React.ReactNode }) {
  return <h2 className="pt-4 text-xl font-semibold">{children}</h2>;
}

export function Table({ head, rows }: { head: string[]; rows: React.ReactNode[][] }) {
  return (
    <div
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="border-b border-slate-300 px-2 py-1 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-slate-200 align-top">
              {row.map((cell, column) => (
                <td key={column} className="px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A line of the shared notes (versions, errors) as text: backticks are code spans, and a link to a
 * repository document, `[text](file.md#anchor)`, shows its text alone (the served docs have no such file).
 */
export function InlineText({ text }: { text: string }) {
  const plain = text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
  return <>{plain.split("`").map((part, index) => (index % 2 === 1 ? <Code key={index}>{part}</Code> : part))}</>;
}

/** A list of such lines (a version's changes, the steps to upgrade, the deprecation policy). */
export function RichList({ items, ordered = false, id }: { items: readonly string[]; ordered?: boolean; id?: string }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List id={id} className={`${ordered ? "list-decimal" : "list-disc"} space-y-1 pl-6`}>
      {items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ))}
    </List>
  );
}
