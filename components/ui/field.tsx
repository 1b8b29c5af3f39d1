import { cn } from "./cn";

const control =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400";

export function Input({ className, ...props }: React.InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(control, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(control, "min-h-24 leading-relaxed", className)} {...props} />;
}

export function Select({ className, ...props }: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(control, "h-10", className)} {...props} />;
}

/** Characters against a limit; turns red past it. Counted in code points, as the service counts. */
export function CharCount({ value, max, id }: { value: string; max: number; id?: string }) {
  const length = [...value].length;
  const over = length > max;
  return (
    <span id={id} className={cn("text-xs tabular-nums", over ? "font-semibold text-red-600 dark:text-red-400" : "text-slate-600 dark:text-slate-400")}>
      {length} / {max}
      {over && <span className="sr-only"> characters: over the limit</span>}
    </span>
  );
}

interface FieldProps {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  counter?: React.ReactNode;
  optional?: boolean;
  className?: string;
  children: React.ReactNode;
}

/** A label, the control, a hint and an error message wired up with ids for screen readers. */
export function Field({ id, label, hint, error, counter, optional, className, children }: FieldProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
          {optional && <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">(optional)</span>}
        </label>
        {counter}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props for a control inside <Field>. */
export function describedBy(id: string, error?: string, hint?: boolean) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined } as const;
}
