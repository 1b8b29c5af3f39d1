"use client";
import { Switch as S } from "radix-ui";

/** A labelled on/off switch (Radix: a button with role="switch", Space toggles it). */
export function Switch({ id, checked, onCheckedChange, label, hint }: { id: string; checked: boolean; onCheckedChange: (checked: boolean) => void; label: string; hint?: string }) {
  return (
    <div className="flex items-start gap-3">
      <S.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 dark:bg-slate-700"
      >
        <S.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </S.Root>
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}
