import Link from "next/link";
import { cn } from "@/components/ui/cn";

/** History and workspace are two pages; these links look and read like tabs. */
export function ScopeTabs({ current }: { current: "mine" | "workspace" }) {
  const tabs = [
    { scope: "mine", href: "/ad-texts", label: "My history" },
    { scope: "workspace", href: "/ad-texts/workspace", label: "Workspace" },
  ] as const;
  return (
    <nav aria-label="Ad text lists" className="mb-4">
      <ul className="inline-flex gap-1 rounded-lg bg-slate-200/70 p-1 dark:bg-slate-800">
        {tabs.map((tab) => (
          <li key={tab.scope}>
            <Link
              href={tab.href}
              aria-current={tab.scope === current ? "page" : undefined}
              className={cn(
                "block rounded-md px-3 py-1.5 text-sm font-medium",
                tab.scope === current ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white" : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
