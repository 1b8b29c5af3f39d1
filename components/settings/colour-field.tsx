"use client";
import { normalHex } from "@/lib/studio/brand-kit-form";
import { Input } from "@/components/ui/field";

/**
 * One kit colour: the system's colour picker and the same colour as #rrggbb text, kept in step. The
 * text may be half typed; the picker follows once it is a colour.
 */
export function ColourField({ id, label, hint, value, error, onChange }: { id: string; label: string; hint: string; value: string; error?: string; onChange: (value: string) => void }) {
  const colour = normalHex(value);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: pick`}
          value={colour ?? "#000000"}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => colour && colour !== value && onChange(colour)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
