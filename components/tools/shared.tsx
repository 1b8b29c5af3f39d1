"use client";
import { toast } from "sonner";
import { useWizardHydrated, useWizardStore, type WizardValues } from "@/lib/stores/ad-text-wizard";
import { Button } from "@/components/ui/button";
import { Card, Skeleton } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";

/** The product in the wizard's draft, so a tool starts from the brief already written. */
export function useProductDraft(): WizardValues | null {
  const hydrated = useWizardHydrated();
  const values = useWizardStore((s) => s.values);
  return hydrated ? values : null;
}

/** Only Font Awesome class names (fa-solid, fa-bolt…) reach the DOM, whatever the service sends. */
export function iconClasses(value: string, fallback = "fa-solid fa-lightbulb"): string {
  const classes = value.split(/\s+/).filter((c) => /^fa-[a-z0-9-]+$/.test(c));
  const hasStyle = classes.some((c) => ["fa-solid", "fa-regular", "fa-brands"].includes(c));
  return classes.length >= 1 ? (hasStyle ? classes.join(" ") : `fa-solid ${classes.join(" ")}`) : fallback;
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          toast.success("Copied to the clipboard");
        } catch {
          toast.error("The browser did not allow copying. Select the text and copy it instead.");
        }
      }}
    >
      <Icon name="fa-regular fa-copy" />
    </Button>
  );
}

/** A tool: its form on the left, its answer on the right (stacked on small screens). */
export function ToolLayout({ form, results, className }: { form: React.ReactNode; results: React.ReactNode; className?: string }) {
  return (
    <div className={cn("grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]", className)}>
      <Card className="p-5">{form}</Card>
      <section aria-label="Results" aria-live="polite" className="min-w-0">
        {results}
      </section>
    </div>
  );
}

export function ResultsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-busy="true" aria-label="Working" className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}

export function FormSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading" className="flex flex-col gap-4">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-14" />
      ))}
    </div>
  );
}
