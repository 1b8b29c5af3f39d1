import { Icon } from "@/components/ui/icon";
import type { TextOpWarning } from "@/lib/schemas/text-ops";

/**
 * What the writer could not do as asked (a tone or strategy it does not know, a text in another
 * language, a figure left out to fit the limit), shown next to the result it concerns.
 */
export function WarningsNote({ warnings }: { warnings: readonly TextOpWarning[] | undefined }) {
  if (!warnings?.length) return null;
  return (
    <div role="status" data-testid="tool-warnings" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="mb-1 flex items-center gap-2 font-medium">
        <Icon name="fa-solid fa-circle-info" /> Written, with {warnings.length === 1 ? "a note" : `${warnings.length} notes`}
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {warnings.map((w) => (
          <li key={w.code + w.message}>{w.message}</li>
        ))}
      </ul>
    </div>
  );
}
