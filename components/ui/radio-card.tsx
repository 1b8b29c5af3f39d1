import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

/**
 * A radio button drawn as a bordered card, its title and an optional hint beside it; the checked
 * card takes the brand colours. Takes an input's props, so `{...register("field")}` wires it.
 */
export function RadioCard({ title, hint, className, disabled, ...input }: Omit<ComponentProps<"input">, "type" | "title"> & { title: ReactNode; hint?: ReactNode }) {
  return (
    <label
      className={cn(
        "flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-brand-900/40",
        disabled && "cursor-not-allowed opacity-60",
        className,
      )}
    >
      <input type="radio" disabled={disabled} className="mt-0.5 accent-brand-600" {...input} />
      <span>
        <span className="font-medium">{title}</span>
        {hint && <span className="block text-slate-600 dark:text-slate-400">{hint}</span>}
      </span>
    </label>
  );
}
