"use client";
import { useState } from "react";
import { useUsage } from "@/lib/hooks/use-api-access";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { USAGE_PERIODS, operationLabel, type StudioUsage } from "@/lib/studio/api-access";
import { Card, Skeleton } from "@/components/ui/card";
import { Select } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { ErrorState } from "@/components/ui/states";
import { UsageChart } from "./usage-chart";
import { AddCreditsForm } from "./add-credits-form";
import { CreditGrantsList } from "./credit-grants-list";

function totalsByOperation(usage: StudioUsage) {
  const totals = new Map<string, { calls: number; credits: number }>();
  for (const point of usage.usage) {
    const total = totals.get(point.operation) ?? { calls: 0, credits: 0 };
    totals.set(point.operation, { calls: total.calls + point.calls, credits: total.credits + point.credits });
  }
  return [...totals].sort((a, b) => b[1].credits - a[1].credits);
}

/** Settings → Credits: the balance, the paid calls per operation over a chosen period, adding credits, and who added them. */
export function UsagePanel() {
  const [days, setDays] = useState<number>(30);
  const usage = useUsage(days);
  const totals = usage.data ? totalsByOperation(usage.data) : [];
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="usage-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="usage-heading" className="text-lg font-semibold">
            Credits and usage
          </h2>
          <label className="flex items-center gap-2 text-sm">
            Period
            <Select value={days} onChange={(e) => setDays(Number(e.target.value))} className="w-auto">
              {USAGE_PERIODS.map((d) => (
                <option key={d} value={d}>
                  Last {d} days
                </option>
              ))}
            </Select>
          </label>
        </div>
        {usage.isError ? (
          <ErrorState message={errorMessage(usage.error)} onRetry={() => void usage.refetch()} />
        ) : !usage.data ? (
          <Skeleton className="h-64" />
        ) : (
          <Card className="flex flex-col gap-5 p-5">
            <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <Icon name="fa-solid fa-coins" className="text-brand-600 dark:text-brand-100" />
              Credits left on active keys:{" "}
              <strong className="text-2xl text-slate-900 tabular-nums dark:text-white" data-testid="credit-balance">
                {usage.data.credits.toLocaleString()}
              </strong>
            </p>
            {totals.length === 0 ? (
              <p className="text-sm text-slate-700 dark:text-slate-300">No paid calls in this period. Generating ad texts or a photoshoot spends credits, and shows here.</p>
            ) : (
              <>
                <UsageChart usage={usage.data} />
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Paid calls per operation, last {days} days</caption>
                    <thead className="text-slate-600 dark:text-slate-400">
                      <tr>
                        <th scope="col" className="py-1 pr-4 font-medium">
                          Operation
                        </th>
                        <th scope="col" className="py-1 pr-4 text-right font-medium">
                          Calls
                        </th>
                        <th scope="col" className="py-1 text-right font-medium">
                          Credits
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {totals.map(([operation, total]) => (
                        <tr key={operation} className="border-t border-slate-200 dark:border-slate-800" data-testid="usage-row">
                          <th scope="row" className="py-1.5 pr-4 font-normal">
                            {operationLabel(operation)}
                          </th>
                          <td className="py-1.5 pr-4 text-right tabular-nums">{total.calls}</td>
                          <td className="py-1.5 text-right tabular-nums">{total.credits}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </Card>
        )}
      </section>
      {usage.data && (
        <>
          <AddCreditsForm canAddCredits={usage.data.canAddCredits} />
          <CreditGrantsList grants={usage.data.grants} days={days} />
        </>
      )}
    </div>
  );
}
