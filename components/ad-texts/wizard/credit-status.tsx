"use client";
import { useGenerationCredits } from "@/lib/hooks/use-ad-texts";
import { creditNotice } from "@/lib/studio/credit-notice";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";
import { WayForward } from "@/components/credits/way-forward";

/** The workspace's credits beside Generate, with a warning before a generation would be refused. */
export function CreditStatus() {
  const query = useGenerationCredits();
  // Unknown credits say nothing here: the generation itself still reports a refusal.
  if (!query.data) return null;
  const notice = creditNotice(query.data.credits, query.data.generationCost, query.data);
  return (
    <p
      role={notice.level === "ok" ? undefined : "alert"}
      data-testid="credit-status"
      data-level={notice.level}
      className={cn(
        "flex items-center gap-2 text-sm",
        notice.level === "ok" && "text-slate-600 dark:text-slate-400",
        notice.level === "low" && "rounded-lg border border-amber-300 bg-amber-50 px-3 py-1.5 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
        notice.level === "out" && "rounded-lg border border-red-300 bg-red-50 px-3 py-1.5 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
      )}
    >
      <Icon name={notice.level === "ok" ? "fa-solid fa-coins" : "fa-solid fa-triangle-exclamation"} />
      <span>
        {notice.message}
        {notice.next && (
          <>
            {" "}
            <WayForward next={notice.next} />
          </>
        )}
      </span>
    </p>
  );
}
