"use client";
import { toastError } from "@/lib/hooks/toast-error";
import { LanguageOptions, ToneOptions } from "@/components/ad-texts/choice-options";
import { useForm, useWatch } from "react-hook-form";
import { formResolver } from "@/components/ui/form-resolver";
import type { z } from "zod";
import type { rewriteForm } from "@/lib/studio/schemas";
import { useRewrite } from "@/lib/hooks/use-text-tools";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { CharCount, Field, Input, Select, Textarea, describedBy } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { CopyButton, FormSkeleton, ResultsSkeleton, ToolLayout, useProductDraft } from "./shared";
import { WarningsNote } from "@/components/ui/warnings-note";

interface Values {
  headLine: string;
  productName: string;
  productDescription: string;
  tone: string;
  language: string;
  textLimit: string;
}
type Output = z.output<typeof rewriteForm>;
const LABELS: Record<keyof Values, string> = {
  headLine: "Text",
  productName: "Product name",
  productDescription: "Product description",
  tone: "Tone",
  language: "Language",
  textLimit: "Character limit",
};

/** The text's length against the chosen limit, as it is typed. */
function LimitMeter({ text, limit }: { text: string; limit: number }) {
  const length = [...text].length;
  const valid = Number.isInteger(limit) && limit > 0;
  const ratio = valid ? Math.min(1, length / limit) : 0;
  const over = valid && length > limit;
  return (
    <div className="flex flex-col gap-1" data-testid="limit-meter">
      <div className="h-2 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
        <div className={cn("h-2 rounded-full transition-all", over ? "bg-amber-500" : "bg-brand-600")} style={{ width: `${ratio * 100}%` }} />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
        {valid ? (
          <>
            <span className={cn("font-semibold tabular-nums", over && "text-amber-700 dark:text-amber-300")}>
              {length} / {limit}
            </span>{" "}
            {over ? `characters: the rewrite will be ${length - limit} shorter.` : "characters: fits the limit."}
          </>
        ) : (
          "Choose a limit from 1 to 1000."
        )}
      </p>
    </div>
  );
}

function RewriteForm({ defaults }: { defaults: Values }) {
  const rewrite = useRewrite();
  const { register, handleSubmit, setValue, control, formState } = useForm<Values, unknown, Output>({
    resolver: formResolver<Values, Output>("rewrite"),
    defaultValues: defaults,
  });
  const headLine = useWatch({ control, name: "headLine" });
  const textLimit = Number(useWatch({ control, name: "textLimit" }));
  const description = useWatch({ control, name: "productDescription" });
  const error = (name: keyof Values) => (formState.errors[name]?.message ? `${LABELS[name]} ${formState.errors[name]?.message}` : undefined);
  const run = handleSubmit((body) => rewrite.mutate(body, { onError: (e) => toastError(e) }));

  const form = (
    <form onSubmit={run} noValidate className="flex flex-col gap-4">
      <Field id="headLine" label="Text to rewrite" error={error("headLine")} counter={<CharCount value={headLine} max={500} />}>
        <Textarea rows={3} placeholder="Run further on every trail" {...describedBy("headLine", error("headLine"))} {...register("headLine")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="tone" label="New tone" error={error("tone")}>
          <Select {...describedBy("tone", error("tone"))} {...register("tone")}>
            <ToneOptions />
          </Select>
        </Field>
        <Field id="language" label="Language" error={error("language")}>
          <Select {...describedBy("language", error("language"))} {...register("language")}>
            <LanguageOptions />
          </Select>
        </Field>
      </div>
      <Field id="textLimit" label="Character limit" error={error("textLimit")}>
        <Input type="number" min={1} max={1000} inputMode="numeric" className="w-32" {...describedBy("textLimit", error("textLimit"))} {...register("textLimit")} />
      </Field>
      <LimitMeter text={headLine} limit={textLimit} />
      <Field id="productName" label="Product name" error={error("productName")}>
        <Input {...describedBy("productName", error("productName"))} {...register("productName")} />
      </Field>
      <Field id="productDescription" label="Product description" error={error("productDescription")} counter={<CharCount value={description} max={5000} />}>
        <Textarea rows={3} {...describedBy("productDescription", error("productDescription"))} {...register("productDescription")} />
      </Field>
      <Button type="submit" loading={rewrite.isPending}>
        {!rewrite.isPending && <Icon name="fa-solid fa-arrows-rotate" />} Rewrite
      </Button>
    </form>
  );

  const result = rewrite.data?.text;
  const results = rewrite.isPending ? (
    <ResultsSkeleton rows={1} />
  ) : rewrite.isError ? (
    <ErrorState title="No rewrite this time" message={errorMessage(rewrite.error)} onRetry={() => void run()} />
  ) : result === undefined ? (
    <EmptyState icon="fa-solid fa-arrows-rotate" title="Same message, new voice">
      Paste a headline, pick a tone and a language, and set how many characters the new one may use.
    </EmptyState>
  ) : (
    <Card className="flex flex-col gap-4 p-5" data-testid="rewrite-result">
      <div className="flex items-center gap-2">
        <h3 className="font-semibold">Rewritten</h3>
        <Badge tone={[...result].length <= textLimit ? "green" : "red"}>
          <span className="tabular-nums">
            {[...result].length} / {rewrite.variables?.textLimit ?? textLimit}
          </span>{" "}
          characters
        </Badge>
        <span className="ml-auto">
          <CopyButton text={result} label="Copy the rewrite" />
        </span>
      </div>
      <p className="text-lg leading-relaxed" data-testid="rewrite-text">
        {result}
      </p>
      <WarningsNote warnings={rewrite.data?.warnings} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={() => void run()}>
          <Icon name="fa-solid fa-rotate" /> Rewrite again
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setValue("headLine", result, { shouldValidate: true })}>
          <Icon name="fa-solid fa-arrow-turn-up" /> Use as the text to rewrite
        </Button>
      </div>
    </Card>
  );

  return <ToolLayout form={form} results={results} />;
}

export function RewriteTool() {
  const draft = useProductDraft();
  if (!draft) return <ToolLayout form={<FormSkeleton />} results={null} />;
  return (
    <RewriteForm
      defaults={{
        headLine: "",
        productName: draft.productName,
        productDescription: draft.productDescription,
        tone: "Playful",
        language: draft.outputLanguage || "en",
        textLimit: "40",
      }}
    />
  );
}
