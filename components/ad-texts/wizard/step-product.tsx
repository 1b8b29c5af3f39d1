"use client";
import { useFormContext } from "react-hook-form";
import { toast } from "sonner";
import { checkForm } from "@/lib/forms/check-form";
import { useImportProduct } from "@/lib/hooks/use-ad-texts";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { useWizardStore } from "@/lib/stores/ad-text-wizard";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CharCount, Field, Input, Textarea, describedBy } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { Switch } from "@/components/ui/switch";
import { GOALS, LANGUAGES } from "../catalog";
import { LABELS, type WizardValues } from "./form";
import { RadioCard } from "@/components/ui/radio-card";

export function fieldError(errors: Partial<Record<keyof WizardValues, { message?: string }>>, name: keyof WizardValues) {
  const message = errors[name]?.message;
  return message ? `${LABELS[name]} ${message}` : undefined;
}

/** "Import from website": the service reads the page (optionally rendering it) and fills the brief. */
function ImportPanel() {
  const { getValues, setValue, setError, clearErrors } = useFormContext<WizardValues>();
  const renderJavaScript = useWizardStore((s) => s.renderJavaScript);
  const setRenderJavaScript = useWizardStore((s) => s.setRenderJavaScript);
  const importProduct = useImportProduct();

  const onImport = async () => {
    const url = getValues("webSiteUrl").trim();
    // The import's own rule, checked on the server; if the check cannot run, the BFF still refuses a bad URL.
    const check = await checkForm("productImportUrl", { url }).catch(() => null);
    if (check && !check.ok) {
      setError("webSiteUrl", { message: check.errors.url?.message ?? "must be a URL" });
      return;
    }
    clearErrors("webSiteUrl");
    importProduct.mutate(
      { url, advanceMode: renderJavaScript, preferredLanguage: getValues("outputLanguage") || "en" },
      {
        onSuccess: (info) => {
          const filled: string[] = [];
          const fill = (name: keyof WizardValues, value: string | null | undefined) => {
            if (!value) return;
            setValue(name, value, { shouldDirty: true, shouldValidate: true });
            filled.push(LABELS[name].toLowerCase());
          };
          fill("productName", info.productName);
          fill("productDescription", info.productDescription);
          fill("targetAudience", info.targetAudience);
          fill("cta", info.cta);
          if (info.adGoal && GOALS.some((g) => g.value === info.adGoal)) fill("adGoal", info.adGoal);
          if (info.language && LANGUAGES.some((l) => l.code === info.language)) fill("outputLanguage", info.language);
          if (!getValues("processName") && info.productName) setValue("processName", info.productName);
          if (filled.length) toast.success(`Imported ${filled.join(", ")} from the page.`);
          else toast.warning("The page did not show a product we could read. Fill the brief in by hand.");
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Card className="flex flex-col gap-3 bg-slate-50 p-4 dark:bg-slate-950">
      <div className="flex items-center gap-2 font-medium">
        <Icon name="fa-solid fa-globe" className="text-brand-600" /> Import from website
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">Paste a product page: the studio reads its name, description, audience, goal, language and call to action.</p>
      <Switch
        id="renderJavaScript"
        checked={renderJavaScript}
        onCheckedChange={setRenderJavaScript}
        label="Render JavaScript"
        hint="For shops that build the page in the browser. Slower."
      />
      <Button type="button" variant="secondary" onClick={onImport} loading={importProduct.isPending} className="self-start">
        {!importProduct.isPending && <Icon name="fa-solid fa-file-import" />}
        {importProduct.isPending ? "Reading the page…" : "Import from website"}
      </Button>
    </Card>
  );
}

export function StepProduct() {
  const { register, watch, formState } = useFormContext<WizardValues>();
  const errors = formState.errors;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-5">
        <Field id="webSiteUrl" label="Product page" optional error={fieldError(errors, "webSiteUrl")} hint="Used for the import and as a link the texts may mention.">
          <Input type="url" inputMode="url" placeholder="https://shop.example.com/products/trail-runner" {...describedBy("webSiteUrl", fieldError(errors, "webSiteUrl"), true)} {...register("webSiteUrl")} />
        </Field>
        <Field id="productName" label="Product name" error={fieldError(errors, "productName")} counter={<CharCount value={watch("productName")} max={1000} />}>
          <Input placeholder="Trail Runner X" {...describedBy("productName", fieldError(errors, "productName"))} {...register("productName")} />
        </Field>
        <Field id="productDescription" label="Product description" error={fieldError(errors, "productDescription")} counter={<CharCount value={watch("productDescription")} max={5000} />} hint="Facts sell: materials, numbers, what it does for the buyer.">
          <Textarea rows={6} {...describedBy("productDescription", fieldError(errors, "productDescription"), true)} {...register("productDescription")} />
        </Field>
        <Field id="processName" label="Process name" optional error={fieldError(errors, "processName")} hint="How this batch shows in your history; defaults to the product name.">
          <Input {...describedBy("processName", fieldError(errors, "processName"), true)} {...register("processName")} />
        </Field>
      </div>
      <ImportPanel />
    </div>
  );
}

export function StepAudience() {
  const { register, watch, setValue, getValues, formState } = useFormContext<WizardValues>();
  const errors = formState.errors;
  const goalField = register("adGoal");
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <Field id="targetAudience" label="Target audience" optional error={fieldError(errors, "targetAudience")} counter={<CharCount value={watch("targetAudience")} max={1000} />} hint="Who should stop scrolling: “trail runners who race on weekends”.">
        <Textarea rows={3} {...describedBy("targetAudience", fieldError(errors, "targetAudience"), true)} {...register("targetAudience")} />
      </Field>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Ad goal</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {GOALS.map((goal) => (
            <RadioCard
              key={goal.value}
              value={goal.value}
              title={goal.label}
              {...goalField}
              onChange={(e) => {
                void goalField.onChange(e);
                // A goal suggests a call to action, unless one is already written.
                if (!getValues("cta")) setValue("cta", goal.cta, { shouldDirty: true });
              }}
            />
          ))}
        </div>
      </fieldset>
      <Field id="cta" label="Call to action" optional error={fieldError(errors, "cta")} counter={<CharCount value={watch("cta")} max={1000} />} hint="The words of the button or the last line: “Shop now”.">
        <Input {...describedBy("cta", fieldError(errors, "cta"), true)} {...register("cta")} />
      </Field>
    </div>
  );
}
