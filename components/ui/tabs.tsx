"use client";
import { Tabs as T } from "radix-ui";

export const Tabs = T.Root;
export const TabsContent = T.Content;

export function TabsList({ label, tabs }: { label: string; tabs: Array<{ value: string; label: React.ReactNode }> }) {
  return (
    <T.List aria-label={label} className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {tabs.map((tab) => (
        <T.Trigger
          key={tab.value}
          value={tab.value}
          className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-300 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white"
        >
          {tab.label}
        </T.Trigger>
      ))}
    </T.List>
  );
}
