import Link from "next/link";

const linkClass = "text-brand-700 underline hover:no-underline";

/** The service's front door: where a partner's engineer, an employee, an HR admin and the operator each go. */
export default function HomePage() {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">Benefits onboarding service</h1>
      <p className="mt-4 text-slate-700">
        Partners onboard employees and issue their cards through the REST API under{" "}
        <code className="rounded bg-slate-200 px-1">/api</code>; employees finish in the portal; HR admins follow and
        fix their people&apos;s progress.
      </p>
      <h2 className="mt-8 text-xl font-semibold">For developers</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
        <li>
          <Link className={linkClass} href="/docs">
            API reference
          </Link>{" "}
          (and{" "}
          <a className={linkClass} href="/api/openapi.json">
            openapi.json
          </a>
          )
        </li>
        <li>
          <Link className={linkClass} href="/docs/guides">
            Guides
          </Link>
          : onboarding end to end, sandbox test values, webhooks, API versions
        </li>
        <li>
          <Link className={linkClass} href="/docs/errors">
            Errors
          </Link>
          : every problem code, what it means and how to fix it
        </li>
        <li>
          <Link className={linkClass} href="/api/health" prefetch={false}>
            Service health
          </Link>
        </li>
      </ul>
      <h2 className="mt-8 text-xl font-semibold">Sign in</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
        <li>
          <Link className={linkClass} href="/sign-in">
            Employees
          </Link>{" "}
          (or open the invitation link your employer sent)
        </li>
        <li>
          <Link className={linkClass} href="/admin/sign-in">
            HR admins
          </Link>
        </li>
        <li>
          <Link className={linkClass} href="/operator/sign-in">
            Operators
          </Link>
        </li>
      </ul>
    </main>
  );
}
