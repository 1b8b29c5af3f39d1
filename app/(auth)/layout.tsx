import "@fortawesome/fontawesome-free/css/all.min.css";
import Link from "next/link";

/** Sign-in and first-run setup: one centered card on a quiet background. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12 dark:from-slate-900 dark:to-slate-950">
      <Link href="/" className="mb-8 flex items-center gap-2 text-lg font-bold tracking-tight">
        <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-600 text-white" aria-hidden="true">
          <i className="fa-solid fa-feather-pointed" />
        </span>
        Adcraft
      </Link>
      <main className="w-full max-w-md">{children}</main>
    </div>
  );
}
