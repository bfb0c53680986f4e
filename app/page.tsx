import Link from "next/link";

export default function HomePage() {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">Benefits onboarding service</h1>
      <p className="mt-4 text-slate-700">
        The partner REST API lives under <code className="rounded bg-slate-200 px-1">/api</code>. Check the service with{" "}
        <Link className="text-brand-700 underline" href="/api/health" prefetch={false}>
          /api/health
        </Link>
        .
      </p>
    </main>
  );
}
