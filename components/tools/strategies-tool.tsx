"use client";
import { toastError } from "@/lib/hooks/toast-error";
import Link from "next/link";
import { useForm, useWatch } from "react-hook-form";
import { formResolver } from "@/components/ui/form-resolver";
import type { z } from "zod";
import type { adStrategiesForm } from "@/lib/studio/schemas";
import { useAdStrategies } from "@/lib/hooks/use-text-tools";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CharCount, Field, Input, Textarea, describedBy } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { GOALS } from "@/components/ad-texts/catalog";
import { useWizardStore } from "@/lib/stores/ad-text-wizard";
import { FormSkeleton, ResultsSkeleton, ToolLayout, iconClasses, useProductDraft } from "./shared";

interface Values {
  productName: string;
  productDescription: string;
  targetAudience: string;
  adGoal: string;
  currentStrategies: string;
}
type Output = z.output<typeof adStrategiesForm>;
const LABELS: Record<keyof Values, string> = {
  productName: "Product name",
  productDescription: "Product description",
  targetAudience: "Target audience",
  adGoal: "Ad goal",
  currentStrategies: "Strategies in use",
};

function StrategiesForm({ defaults }: { defaults: Values }) {
  const strategies = useAdStrategies();
  const setDraft = useWizardStore((s) => s.setValues);
  const { register, handleSubmit, getValues, setValue, control, formState } = useForm<Values, unknown, Output>({
    resolver: formResolver<Values, Output>("adStrategies"),
    defaultValues: defaults,
  });
  const description = useWatch({ control, name: "productDescription" });
  const error = (name: keyof Values) => (formState.errors[name]?.message ? `${LABELS[name]} ${formState.errors[name]?.message}` : undefined);
  const run = handleSubmit((body) => strategies.mutate(body, { onError: (e) => toastError(e) }));

  /** Asks again, leaving out what is on screen now. */
  const more = () => {
    const shown = strategies.data?.map((s) => s.adStrategyShortName) ?? [];
    const current = getValues("currentStrategies").split(/[,\n]/).map((s) => s.trim()).filter(Boolean);
    setValue("currentStrategies", [...new Set([...current, ...shown])].join("\n"));
    void run();
  };

  /**
   * The copies tool starts from the shared draft: put the brief on screen there first, edits
   * included, so the copies are written for the product the strategies were.
   */
  const keepBrief = () => {
    const { productName, productDescription, targetAudience } = getValues();
    setDraft({ productName, productDescription, targetAudience });
  };

  const form = (
    <form onSubmit={run} noValidate className="flex flex-col gap-4">
      <Field id="productName" label="Product name" error={error("productName")}>
        <Input {...describedBy("productName", error("productName"))} {...register("productName")} />
      </Field>
      <Field id="productDescription" label="Product description" error={error("productDescription")} counter={<CharCount value={description} max={5000} />}>
        <Textarea rows={4} {...describedBy("productDescription", error("productDescription"))} {...register("productDescription")} />
      </Field>
      <Field id="targetAudience" label="Target audience" error={error("targetAudience")}>
        <Input {...describedBy("targetAudience", error("targetAudience"))} {...register("targetAudience")} />
      </Field>
      <Field id="adGoal" label="Ad goal" error={error("adGoal")} hint="Pick one or write your own.">
        <Input list="ad-goals" {...describedBy("adGoal", error("adGoal"), true)} {...register("adGoal")} />
        <datalist id="ad-goals">
          {GOALS.map((g) => (
            <option key={g.value} value={g.value} />
          ))}
        </datalist>
      </Field>
      <Field id="currentStrategies" label="Strategies in use" optional hint="One per line: these are left out of the answer." error={error("currentStrategies")}>
        <Textarea rows={2} {...describedBy("currentStrategies", error("currentStrategies"), true)} {...register("currentStrategies")} />
      </Field>
      <Button type="submit" loading={strategies.isPending}>
        {!strategies.isPending && <Icon name="fa-solid fa-chess-knight" />} Suggest strategies
      </Button>
    </form>
  );

  const results = strategies.isPending ? (
    <ResultsSkeleton />
  ) : strategies.isError ? (
    <ErrorState title="No strategies this time" message={errorMessage(strategies.error)} onRetry={() => void run()} />
  ) : !strategies.data ? (
    <EmptyState icon="fa-solid fa-chess-knight" title="Angles to sell from">
      Describe the product, who it is for and what the ad should achieve: you get five to eight strategies, ranked, each with why it fits.
    </EmptyState>
  ) : (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 xl:grid-cols-2" aria-label="Ad strategies">
        {strategies.data.map((strategy) => (
          <li key={strategy.adStrategyShortName}>
            <Card className="flex h-full gap-4 p-4" data-testid="strategy-card">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-lg text-brand-600 dark:bg-brand-900 dark:text-brand-100">
                <Icon name={iconClasses(strategy.fontAwesomeIcon)} />
              </span>
              <div className="flex min-w-0 flex-col gap-2">
                <h3 className="font-semibold">{strategy.adStrategyShortName}</h3>
                <p className="text-sm text-slate-700 dark:text-slate-300">{strategy.rationale}</p>
                <Link href={`/tools/copies?strategy=${encodeURIComponent(strategy.adStrategyShortName)}`} onClick={keepBrief} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
                  Write copies with {strategy.adStrategyShortName} <Icon name="fa-solid fa-arrow-right" />
                </Link>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Button type="button" variant="secondary" className="self-start" onClick={more}>
        <Icon name="fa-solid fa-plus" /> More strategies
      </Button>
    </div>
  );

  return <ToolLayout form={form} results={results} />;
}

export function StrategiesTool() {
  const draft = useProductDraft();
  if (!draft) return <ToolLayout form={<FormSkeleton />} results={null} />;
  return (
    <StrategiesForm
      defaults={{ productName: draft.productName, productDescription: draft.productDescription, targetAudience: draft.targetAudience, adGoal: draft.adGoal, currentStrategies: "" }}
    />
  );
}
