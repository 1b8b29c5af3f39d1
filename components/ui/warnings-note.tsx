import { Icon } from "@/components/ui/icon";

/**
 * What the writer could not do as asked (an instruction, tone or strategy it does not know, a
 * brief in another language, a figure left out to fit the limit), shown next to the result it
 * concerns: the ad texts of a process and the text tools' answers.
 */
export function WarningsNote({ warnings, className = "" }: { warnings: ReadonlyArray<{ code: string; message: string }> | undefined; className?: string }) {
  if (!warnings?.length) return null;
  return (
    <div role="status" data-testid="writer-warnings" className={`${className} rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100`}>
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
