import { Button } from "./button";
import { Card } from "./card";
import { Icon } from "./icon";

export function EmptyState({ icon, title, children, action }: { icon: string; title: string; children?: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-xl text-brand-600 dark:bg-brand-900 dark:text-brand-100">
        <Icon name={icon} />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="max-w-md text-sm text-slate-600 dark:text-slate-400">{children}</div>}
      {action}
    </Card>
  );
}

export function ErrorState({ title = "Something went wrong", message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 border-red-200 px-6 py-10 text-center dark:border-red-900">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-xl text-red-600 dark:bg-red-950 dark:text-red-300">
        <Icon name="fa-solid fa-triangle-exclamation" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-slate-700 dark:text-slate-300">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <Icon name="fa-solid fa-rotate-right" /> Try again
        </Button>
      )}
    </Card>
  );
}

export function PageHeader({ title, description, actions }: { title: string; description?: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
