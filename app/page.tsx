import Link from "next/link";

const features = [
  { title: "Ad texts", body: "36 frameworks and platform formats, 15 tones, eight languages written natively, every text inside its limits." },
  { title: "Product photoshoot", body: "Upload a product photo, get a clean cutout and six creatives rendered into preset or custom scenes." },
  { title: "Notifications", body: "WebHooks signed per Standard Webhooks, RabbitMQ queues and a live event stream for every render." },
];

export default function HomePage() {
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-16 px-6 py-20">
      <header className="flex flex-col gap-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-100">Adcraft</p>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">The ad studio you can host yourself.</h1>
        <p className="max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Write ad texts with a wizard, turn one product photo into six creatives, and wire the results into your own systems, all
          through one documented REST API.
        </p>
        <nav aria-label="Primary" className="flex flex-wrap gap-3">
          <Link href="/ad-texts" className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
            Open the studio
          </Link>
          <Link href="/docs/api" className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900">
            API reference
          </Link>
          <a href="/api/v1/openapi.json" className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900">
            OpenAPI document
          </a>
        </nav>
      </header>
      <section aria-labelledby="features" className="grid gap-6 sm:grid-cols-3">
        <h2 id="features" className="sr-only">
          What it does
        </h2>
        {features.map((f) => (
          <article key={f.title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
            <h3 className="font-semibold">{f.title}</h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{f.body}</p>
          </article>
        ))}
      </section>
    </main>
  );
}
