import type { CreditGrant } from "@/lib/studio/api-access";

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Who added credits, when, and to which key: the service's ledger of top-ups for the period. */
export function CreditGrantsList({ grants, days }: { grants: CreditGrant[]; days: number }) {
  return (
    <section aria-labelledby="credit-grants-heading" className="flex flex-col gap-3">
      <h2 id="credit-grants-heading" className="text-lg font-semibold">
        Credits added
      </h2>
      {grants.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">No credits were added in the last {days} days.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Credits added, last {days} days, newest first</caption>
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  When
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  Credits
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  By
                </th>
                <th scope="col" className="py-1 font-medium">
                  Key
                </th>
              </tr>
            </thead>
            <tbody>
              {grants.map((grant) => (
                <tr key={`${grant.at}-${grant.maskedKey}`} className="border-t border-slate-200 dark:border-slate-800" data-testid="credit-grant-row">
                  <td className="py-1.5 pr-4">{dateTime(grant.at)}</td>
                  <td className="py-1.5 pr-4 text-right tabular-nums">+{grant.credits.toLocaleString()}</td>
                  <td className="py-1.5 pr-4 break-all">{grant.source === "studio" ? (grant.grantedBy ?? "An admin") : "The server's operator"}</td>
                  <td className="py-1.5 font-mono">{grant.isWorkspaceKey ? "The studio's key" : grant.maskedKey}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
