import Link from "next/link";
import { cn } from "@/components/ui/cn";

const LINKS = [
  { href: "/settings", label: "Workspace and users" },
  { href: "/settings/channels", label: "Notification channels" },
  { href: "/settings/credits", label: "Credits" },
  { href: "/settings/brand", label: "Brand kits" },
  { href: "/settings/api", label: "API access" },
];

/** The admin settings' sub-pages. */
export function SettingsNav({ current }: { current: string }) {
  return (
    <nav aria-label="Settings" className="mb-6 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {LINKS.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          aria-current={current === link.href ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium",
            current === link.href ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white" : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
          )}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
