import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { PageHeader } from "@/components/ui/states";

export const metadata: Metadata = { title: "Text tools" };

const TOOLS = [
  { href: "/tools/strategies", icon: "fa-solid fa-chess-knight", title: "Ad strategies", body: "Angles to sell the product from, each with its rationale." },
  { href: "/tools/copies", icon: "fa-solid fa-heading", title: "Ad copies", body: "Headlines, punchlines and calls to action, short or long." },
  { href: "/tools/rewrite", icon: "fa-solid fa-arrows-rotate", title: "Rewrite", body: "A headline in another tone or language, within a character limit." },
];

export default function ToolsPage() {
  return (
    <>
      <PageHeader title="Text tools" description="Quick helpers around a product brief: each call uses 1 credit." />
      <ul className="grid gap-4 md:grid-cols-3">
        {TOOLS.map((tool) => (
          <li key={tool.href}>
            <Link href={tool.href} className="group block h-full rounded-xl focus-visible:outline-2">
              <Card className="flex h-full flex-col gap-3 p-6 transition group-hover:border-brand-500 group-hover:shadow-md">
                <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-lg text-brand-600 dark:bg-brand-900 dark:text-brand-100">
                  <Icon name={tool.icon} />
                </span>
                <h2 className="text-lg font-semibold">{tool.title}</h2>
                <p className="text-sm text-slate-600 dark:text-slate-400">{tool.body}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
