"use client";
import { useId, useRef, useState } from "react";
import { LOGO_MAX_BYTES, logoFileProblem, logoTypeOf, type LogoType } from "@/lib/studio/brand-kit-form";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

/** The logo as the form holds it: the kit's stored one, none, or a file just chosen (base64, with a data: URL to show). */
export type LogoDraft = { kind: "keep"; url: string } | { kind: "none" } | { kind: "new"; name: string; mediaType: LogoType; data: string; url: string };

export const logoUrlOf = (logo: LogoDraft) => (logo.kind === "none" ? null : logo.url);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}

/** Choose, see and remove the kit's logo; a wrong type or size is said in plain words before anything is sent. */
export function LogoField({ value, error, onChange }: { value: LogoDraft; error?: string; onChange: (logo: LogoDraft) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  async function choose(file: File | undefined) {
    if (!file) return;
    const wrong = logoFileProblem(file);
    setProblem(wrong);
    if (wrong) return;
    try {
      const url = await readAsDataUrl(file);
      const mediaType = logoTypeOf(file)!;
      // The browser may label an SVG without a type: the URL says what the service will be told.
      const data = url.slice(url.indexOf(",") + 1);
      onChange({ kind: "new", name: file.name, mediaType, data, url: `data:${mediaType};base64,${data}` });
    } catch {
      setProblem(`"${file.name}" could not be read. Choose it again.`);
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Logo <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">(optional)</span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-16 w-28 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-[repeating-conic-gradient(#e2e8f0_0%_25%,#fff_0%_50%)] bg-[length:16px_16px] p-1 dark:border-slate-600">
          {value.kind === "none" ? (
            <span className="rounded bg-white px-1 text-xs text-slate-700">No logo</span>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a data: URL or the BFF's logo route
            <img src={value.url} alt={value.kind === "new" ? `Chosen logo: ${value.name}` : "The kit's logo"} className="max-h-full max-w-full object-contain" data-testid="logo-preview" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept=".png,.svg,image/png,image/svg+xml"
            className="sr-only"
            // The button below is the keyboard's way in: one tab stop, not an invisible second one.
            tabIndex={-1}
            aria-describedby={shown ? `${id}-error` : `${id}-hint`}
            aria-invalid={shown ? true : undefined}
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <Button type="button" size="sm" variant="secondary" onClick={() => input.current?.click()}>
            <Icon name="fa-solid fa-upload" /> {value.kind === "none" ? "Choose a logo" : "Replace logo"}
          </Button>
          {value.kind !== "none" && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setProblem(null);
                onChange({ kind: "none" });
              }}
            >
              <Icon name="fa-solid fa-xmark" /> Remove logo
            </Button>
          )}
        </div>
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          PNG or SVG, at most {LOGO_MAX_BYTES / 1024} KB. A transparent background works best. An SVG&apos;s text must be converted to outlines.
        </p>
      )}
    </div>
  );
}
