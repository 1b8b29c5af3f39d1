"use client";
import { toastError } from "@/lib/hooks/toast-error";
import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { FormProvider, useForm } from "react-hook-form";
import { formResolver } from "@/components/ui/form-resolver";
import { toast } from "sonner";
import { useGenerateAdTexts } from "@/lib/hooks/use-ad-texts";
import { StudioRequestError } from "@/lib/hooks/studio-fetch";
import { WIZARD_DEFAULTS, useWizardHydrated, useWizardStore } from "@/lib/stores/ad-text-wizard";
import { Button } from "@/components/ui/button";
import { Card, Skeleton } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";
import { LABELS, STEPS, stepOf, type WizardOutput, type WizardValues } from "./form";
import { StepAudience, StepProduct } from "./step-product";
import { StepType } from "./step-type";
import { StepStyle } from "./step-style";
import { StepReview } from "./step-review";
import { CreditStatus } from "./credit-status";
import { useLiftToastsAbove } from "@/components/studio/toast-lift";

// Loaded on first use: most visits never start over.
const ConfirmDialog = dynamic(() => import("../confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

function Stepper({ step, onSelect }: { step: number; onSelect: (index: number) => void }) {
  return (
    <nav aria-label="Wizard steps" className="mb-6">
      <ol className="flex flex-wrap gap-2">
        {STEPS.map((s, index) => (
          <li key={s.key}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-current={index === step ? "step" : undefined}
              className={cn(
                "flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors",
                index === step
                  ? "border-brand-600 bg-brand-600 text-white"
                  : index < step
                    ? "border-brand-200 bg-brand-50 text-brand-700 dark:border-brand-900 dark:bg-brand-900/50 dark:text-brand-100"
                    : "border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-300",
              )}
            >
              <span className="flex h-5 w-5 items-center justify-center rounded-full bg-white/20 text-xs" aria-hidden="true">
                {index < step ? <Icon name="fa-solid fa-check" /> : index + 1}
              </span>
              <span>
                <span className="sr-only">Step {index + 1}: </span>
                {s.title}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const HEADING_ID = "wizard-step-heading";

function WizardForm() {
  const router = useRouter();
  const { step, values, setStep, setValues, rememberCustomRequest, rememberWarnings, reset } = useWizardStore();
  const form = useForm<WizardValues, unknown, WizardOutput>({
    resolver: formResolver<WizardValues, WizardOutput>("adTextWizard"),
    defaultValues: { ...WIZARD_DEFAULTS, ...values },
    mode: "onTouched",
  });
  const generate = useGenerateAdTexts();
  const [confirmingStartOver, setConfirmingStartOver] = useState(false);
  const actionBar = useRef<HTMLDivElement>(null);
  // A toast ("Imported …", an error) must never sit on Next or Generate.
  useLiftToastsAbove(actionBar);

  // Every keystroke is kept, so a reload (or a tab closed by accident) resumes the draft.
  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: ({ values: current }) => setValues(current) });
  }, [form, setValues]);

  const goTo = (index: number) => {
    setStep(index);
    // Focus the new step's heading, so keyboard and screen-reader users start at its top.
    requestAnimationFrame(() => document.getElementById(HEADING_ID)?.focus());
  };

  const next = async () => {
    const valid = await form.trigger([...STEPS[step]!.fields]);
    if (valid) goTo(Math.min(step + 1, STEPS.length - 1));
  };

  /** Forward jumps validate the steps in between; back jumps are always allowed. */
  const select = async (index: number) => {
    if (index <= step) return goTo(index);
    for (let s = step; s < index; s++) {
      if (!(await form.trigger([...STEPS[s]!.fields]))) return goTo(s);
    }
    goTo(index);
  };

  const onSubmit = form.handleSubmit(
    (output) => {
      const { adGoal: _goal, ...body } = output;
      void _goal;
      generate.mutate(body, {
        onSuccess: (process) => {
          if (output.customRequest) rememberCustomRequest(process.id, output.customRequest);
          rememberWarnings(process.id, process.warnings ?? []);
          setStep(0);
          toast.success(`Wrote ${process.adTexts.length} ad texts.`);
          router.push(`/ad-texts/${process.id}`);
        },
        onError: (error) => {
          if (error instanceof StudioRequestError && Object.keys(error.fields).length) {
            let first: number | undefined;
            for (const [field, message] of Object.entries(error.fields)) {
              if (!(field in LABELS)) continue;
              form.setError(field as keyof WizardValues, { message });
              first = Math.min(first ?? Infinity, stepOf(field));
            }
            if (first !== undefined) goTo(first);
          }
          toastError(error);
        },
      });
    },
    (errors) => {
      const field = Object.keys(errors)[0];
      if (field) goTo(stepOf(field));
    },
  );

  const startOver = () => {
    reset();
    form.reset(WIZARD_DEFAULTS);
    goTo(0);
  };
  /** Clearing a brief someone wrote asks first; an empty one just goes back to the start. */
  const onStartOver = () => {
    const current = form.getValues();
    const written = (Object.keys(WIZARD_DEFAULTS) as (keyof WizardValues)[]).some((key) => (current[key] ?? "") !== WIZARD_DEFAULTS[key]);
    if (written) setConfirmingStartOver(true);
    else startOver();
  };

  const current = STEPS[step] ?? STEPS[0];
  const last = step === STEPS.length - 1;
  return (
    <FormProvider {...form}>
      <Stepper step={step} onSelect={(index) => void select(index)} />
      <form
        noValidate
        onSubmit={(event) => {
          // Enter in a field moves to the next step; only the last step generates.
          if (last) return void onSubmit(event);
          event.preventDefault();
          void next();
        }}
      >
        <Card className="p-5 sm:p-8">
          <h2 id={HEADING_ID} tabIndex={-1} className="mb-6 flex items-center gap-3 text-xl font-semibold focus:outline-none">
            <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-900 dark:text-brand-100">
              <Icon name={current.icon} />
            </span>
            {current.title}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
              Step {step + 1} of {STEPS.length}
            </span>
          </h2>
          {step === 0 && <StepProduct />}
          {step === 1 && <StepAudience />}
          {step === 2 && <StepType />}
          {step === 3 && <StepStyle />}
          {step === 4 && <StepReview goTo={goTo} />}
        </Card>
        <div ref={actionBar} className="sticky bottom-0 mt-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50/95 py-4 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
          <Button type="button" variant="ghost" onClick={onStartOver}>
            <Icon name="fa-solid fa-eraser" /> Start over
          </Button>
          <CreditStatus />
          <div className="ml-auto flex gap-2">
            {step > 0 && (
              <Button type="button" variant="secondary" onClick={() => goTo(step - 1)}>
                <Icon name="fa-solid fa-arrow-left" /> Back
              </Button>
            )}
            {/* Distinct keys: Generate is a new element, so the click or Enter that reached Next never generates. */}
            {last ? (
              <Button key="generate" type="submit" size="lg" loading={generate.isPending}>
                {!generate.isPending && <Icon name="fa-solid fa-wand-magic-sparkles" />}
                {generate.isPending ? "Writing…" : "Generate ad texts"}
              </Button>
            ) : (
              <Button key="next" type="submit">
                Next <Icon name="fa-solid fa-arrow-right" />
              </Button>
            )}
          </div>
        </div>
      </form>
      {confirmingStartOver && (
        <ConfirmDialog
          title="Start over?"
          description="This clears the whole brief: product, audience, type, style and instructions. It cannot be undone."
          confirmLabel="Clear the brief"
          onConfirm={startOver}
          onClose={() => setConfirmingStartOver(false)}
        />
      )}
    </FormProvider>
  );
}

/** The ad-text wizard, shown once the saved draft has been read from this browser. */
export function AdTextWizard() {
  const hydrated = useWizardHydrated();
  if (!hydrated) {
    return (
      <div aria-busy="true" aria-label="Loading the wizard">
        <Skeleton className="mb-6 h-9 w-full max-w-2xl" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  return <WizardForm />;
}
