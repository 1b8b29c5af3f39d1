"use client";
import { useState } from "react";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { useAdTextProcesses } from "@/lib/hooks/use-ad-texts";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";

type Use = (text: { field: "headline" | "punchline" | "cta"; value: string }) => void;

/**
 * Texts from an ad-text generation (AdCopies): each text's lines, the short ones offered as a
 * headline (90 characters), a punchline (140) or the generation's CTA as the button (30). A line
 * longer than the layout takes is not offered, rather than cut.
 */
export function AdTextsSource({ onUse }: { onUse: Use }) {
  const processes = useAdTextProcesses("workspace");
  const [id, setId] = useState("");
  if (processes.isError) return <p role="alert" className="text-sm text-red-700 dark:text-red-300">Your ad texts could not be loaded: {errorMessage(processes.error)}</p>;
  const list = processes.data ?? [];
  if (processes.data && list.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No ad texts in this workspace yet: type the texts below.</p>;
  const chosen = list.find((p) => String(p.id) === id);
  const lines = chosen
    ? [...new Set(chosen.adTexts.flatMap((t) => t.value.split("\n")).map((l) => l.replace(/^[-*•\d.)\s]+/, "").replace(/^\*\*(.+?):\*\*\s*|^[A-Z][\w ]{0,20}:\s+/, "").trim()).filter((l) => l.length > 0 && l.length <= 140))]
    : [];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="ad-text-source" className="text-sm font-medium">Take texts from</label>
      <Select id="ad-text-source" value={id} onChange={(e) => setId(e.target.value)} disabled={!processes.data}>
        <option value="">{processes.data ? "Choose ad texts…" : "Loading your ad texts…"}</option>
        {list.map((p) => <option key={p.id} value={p.id}>{p.processName}</option>)}
      </Select>
      {chosen && (
        <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto rounded-lg border border-slate-200 p-2 dark:border-slate-700" aria-label={`Lines of ${chosen.processName}`}>
          {chosen.cta && chosen.cta.length <= 30 && (
            <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>Button: “{chosen.cta}”</span>
              <Button type="button" size="sm" variant="secondary" onClick={() => onUse({ field: "cta", value: chosen.cta! })}>Use as button</Button>
            </li>
          )}
          {lines.map((line) => (
            <li key={line} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="min-w-0 flex-1">{line}</span>
              <span className="flex gap-1">
                {line.length <= 90 && <Button type="button" size="sm" variant="secondary" onClick={() => onUse({ field: "headline", value: line })} aria-label={`Use “${line}” as headline`}>Headline</Button>}
                <Button type="button" size="sm" variant="secondary" onClick={() => onUse({ field: "punchline", value: line })} aria-label={`Use “${line}” as punchline`}>Punchline</Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
