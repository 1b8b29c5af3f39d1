import "@fortawesome/fontawesome-free/css/all.min.css";
import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

export const metadata: Metadata = { title: "Page not found", robots: { index: false, follow: false } };

/** Any address nothing answers: in the studio's own look, with the ways back. */
export default function NotFound() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <main id="main" className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <Icon name="fa-solid fa-compass" className="text-4xl text-brand-700 dark:text-brand-300" />
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">Error 404</p>
        <h1 className="text-2xl font-bold tracking-tight">This page does not exist</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">The address may be mistyped, or what was here has moved or been deleted.</p>
        <nav aria-label="Ways back" className="flex flex-wrap justify-center gap-2">
          <Link href="/ad-texts" className={buttonClass("primary")}>
            <Icon name="fa-solid fa-house" /> Go to the studio
          </Link>
          <Link href="/docs/api" className={buttonClass("secondary")}>
            API documentation
          </Link>
        </nav>
      </main>
    </div>
  );
}
