"use client";
import type { AdTextsInput } from "@/lib/studio/ads-schemas";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";

const FIELDS = [
  { key: "headline", label: "Headline", max: 90, optional: false },
  { key: "punchline", label: "Punchline", max: 140, optional: true },
  { key: "cta", label: "Button", max: 30, optional: false },
] as const;

/** The ads' texts, one card a row: headline, optional punchline, the button's label. */
export function AdTextRows({ rows, onRows, error }: { rows: AdTextsInput[]; onRows: (rows: AdTextsInput[]) => void; error: (path: string) => string | undefined }) {
  const set = (index: number, key: keyof AdTextsInput, value: string) => onRows(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <ol className="flex flex-col gap-3" aria-label="Ads to make">
      {rows.map((row, index) => (
        <li key={index}>
          <Card className="grid gap-3 p-3 sm:grid-cols-[1fr_1fr_12rem_auto] sm:items-start">
            {FIELDS.map((field) => {
              const id = `ad-${index}-${field.key}`;
              const problem = error(`ads.${index}.${field.key}`);
              return (
                <div key={field.key} className="flex min-w-0 flex-col gap-1">
                  <label htmlFor={id} className="text-sm font-medium">
                    {field.label}
                    <span className="sr-only"> of ad {index + 1}</span>
                    {field.optional && <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span>}
                  </label>
                  <Input id={id} value={row[field.key] ?? ""} maxLength={field.max} onChange={(e) => set(index, field.key, e.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined} />
                  {problem && <p id={`${id}-error`} className="text-xs text-red-700 dark:text-red-300">{problem}</p>}
                </div>
              );
            })}
            <Button type="button" variant="secondary" className="sm:mt-6" onClick={() => onRows(rows.filter((_, i) => i !== index))} disabled={rows.length === 1} aria-label={`Remove ad ${index + 1}`}>
              <Icon name="fa-solid fa-trash" />
            </Button>
          </Card>
        </li>
      ))}
      <li>
        <Button type="button" variant="secondary" onClick={() => onRows([...rows, { headline: "", punchline: "", cta: rows.at(-1)?.cta ?? "" }])} disabled={rows.length >= 6}>
          <Icon name="fa-solid fa-plus" /> Add an ad{rows.length >= 6 ? " (six at most)" : ""}
        </Button>
      </li>
    </ol>
  );
}
