"use client";
import { toastError } from "@/lib/hooks/toast-error";
import { LanguageOptions, ToneOptions } from "@/components/ad-texts/choice-options";
import { useForm, useWatch } from "react-hook-form";
import { formResolver } from "@/components/ui/form-resolver";
import type { z } from "zod";
import type { adCopiesForm } from "@/lib/studio/schemas";
import { useAdCopies } from "@/lib/hooks/use-text-tools";
import { WarningsNote } from "@/components/ui/warnings-note";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CharCount, Field, Input, Select, Textarea, describedBy } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { Tabs, TabsContent, TabsList } from "@/components/ui/tabs";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { TONES } from "@/components/ad-texts/catalog";
import { CopyButton, FormSkeleton, ResultsSkeleton, ToolLayout, iconClasses, useProductDraft } from "./shared";
import { RadioCard } from "@/components/ui/radio-card";

interface Values {
  productName: string;
  productDescription: string;
  targetAudience: string;
  strategy: string;
  cta: string;
  tone: string;
  outputLanguage: string;
  isLongHeadline: string;
}
type Output = z.output<typeof adCopiesForm>;
const LABELS: Record<keyof Values, string> = {
  productName: "Product name",
  productDescription: "Product description",
  targetAudience: "Target audience",
  strategy: "Strategy",
  cta: "Call to action",
  tone: "Tone",
  outputLanguage: "Language",
  isLongHeadline: "Headline length",
};

function Line({ text, label, icon }: { text: string; label: string; icon?: string }) {
  return (
    <li className="flex items-start gap-3 py-3">
      {icon && <Icon name={iconClasses(icon, "fa-solid fa-hand-pointer")} className="mt-1 w-5 text-center text-brand-600 dark:text-brand-100" />}
      <p className="flex-1 leading-relaxed">{text}</p>
      <span className="mt-1 text-xs text-slate-600 tabular-nums dark:text-slate-400" aria-label={`${[...text].length} characters`}>
        {[...text].length}
      </span>
      <CopyButton text={text} label={`Copy ${label}`} />
    </li>
  );
}

function CopiesForm({ defaults }: { defaults: Values }) {
  const copies = useAdCopies();
  const { register, handleSubmit, control, formState } = useForm<Values, unknown, Output>({
    resolver: formResolver<Values, Output>("adCopies"),
    defaultValues: defaults,
  });
  const description = useWatch({ control, name: "productDescription" });
  const error = (name: keyof Values) => (formState.errors[name]?.message ? `${LABELS[name]} ${formState.errors[name]?.message}` : undefined);
  const run = handleSubmit((body) => copies.mutate(body, { onError: (e) => toastError(e) }));

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
      <Field id="strategy" label="Strategy" optional error={error("strategy")} hint="From the strategies tool, or your own angle.">
        <Input {...describedBy("strategy", error("strategy"), true)} {...register("strategy")} />
      </Field>
      <Field id="cta" label="Call to action" error={error("cta")}>
        <Input {...describedBy("cta", error("cta"))} {...register("cta")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="tone" label="Tone" error={error("tone")}>
          <Select {...describedBy("tone", error("tone"))} {...register("tone")}>
            <ToneOptions />
          </Select>
        </Field>
        <Field id="outputLanguage" label="Language" error={error("outputLanguage")}>
          <Select {...describedBy("outputLanguage", error("outputLanguage"))} {...register("outputLanguage")}>
            <LanguageOptions />
          </Select>
        </Field>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Headline length</legend>
        <div className="grid grid-cols-2 gap-2">
          {[
            { value: "false", label: "Short", hint: "13 to 17 words" },
            { value: "true", label: "Long", hint: "25 to 40 words" },
          ].map((option) => (
            <RadioCard key={option.value} value={option.value} title={option.label} hint={option.hint} {...register("isLongHeadline")} />
          ))}
        </div>
      </fieldset>
      <Button type="submit" loading={copies.isPending}>
        {!copies.isPending && <Icon name="fa-solid fa-heading" />} Write ad copies
      </Button>
    </form>
  );

  const data = copies.data;
  const results = copies.isPending ? (
    <ResultsSkeleton rows={5} />
  ) : copies.isError ? (
    <ErrorState title="No ad copies this time" message={errorMessage(copies.error)} onRetry={() => void run()} />
  ) : !data ? (
    <EmptyState icon="fa-solid fa-heading" title="Headlines, punchlines, calls to action">
      Five headlines, five punchlines and four calls to action in your tone and language, shaped by a strategy if you give one.
    </EmptyState>
  ) : (
    <Card className="flex flex-col gap-4 p-4">
      <WarningsNote warnings={data.warnings} />
      <Tabs defaultValue="headlines">
        <TabsList
          label="Ad copies"
          tabs={[
            { value: "headlines", label: `Headlines (${data.headlines.length})` },
            { value: "punchlines", label: `Punchlines (${data.punchlines.length})` },
            { value: "ctas", label: `Calls to action (${data.callToActions.length})` },
          ]}
        />
        <TabsContent value="headlines">
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Headlines">
            {data.headlines.map((text, i) => (
              <Line key={i} text={text} label={`headline ${i + 1}`} />
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="punchlines">
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Punchlines">
            {data.punchlines.map((text, i) => (
              <Line key={i} text={text} label={`punchline ${i + 1}`} />
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="ctas">
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Calls to action">
            {data.callToActions.map((cta, i) => (
              <Line key={i} text={cta.cta} icon={cta.fontAwesomeIcon} label={`call to action ${i + 1}`} />
            ))}
          </ul>
        </TabsContent>
      </Tabs>
    </Card>
  );

  return <ToolLayout form={form} results={results} />;
}

export function CopiesTool({ strategy }: { strategy: string }) {
  const draft = useProductDraft();
  if (!draft) return <ToolLayout form={<FormSkeleton />} results={null} />;
  const tone = (TONES as readonly string[]).includes(draft.tone) ? draft.tone : "Professional";
  return (
    <CopiesForm
      defaults={{
        productName: draft.productName,
        productDescription: draft.productDescription,
        targetAudience: draft.targetAudience,
        strategy,
        cta: draft.cta,
        tone,
        outputLanguage: draft.outputLanguage || "en",
        isLongHeadline: "false",
      }}
    />
  );
}
