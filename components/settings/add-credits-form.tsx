"use client";
import { useState } from "react";
import { toast } from "sonner";
import { useAddCredits } from "@/lib/hooks/use-api-access";
import { StudioRequestError, errorMessage } from "@/lib/hooks/studio-fetch";
import { MAX_CREDITS_PER_TOP_UP } from "@/lib/studio/api-access";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, describedBy } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";

/** An admin adds credits to the studio's key; the ledger below records them with the admin's e-mail. */
export function AddCreditsForm({ canAddCredits }: { canAddCredits: boolean }) {
  const [credits, setCredits] = useState("100");
  const add = useAddCredits();
  const fields = add.error instanceof StudioRequestError ? add.error.fields : {};
  const general = add.isError && !fields.credits ? errorMessage(add.error) : null;
  if (!canAddCredits) {
    return (
      <Card className="p-5 text-sm text-slate-700 dark:text-slate-300" data-testid="add-credits-elsewhere">
        This studio uses a service on another server, so its credits are added there, by that service&apos;s operator.
      </Card>
    );
  }
  return (
    <section aria-labelledby="add-credits-heading" className="flex flex-col gap-3">
      <h2 id="add-credits-heading" className="text-lg font-semibold">
        Add credits
      </h2>
      <Card className="p-5">
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const amount = credits.trim() === "" ? Number.NaN : Number(credits);
            add.mutate(
              { credits: amount },
              { onSuccess: (result) => toast.success(`${result.added.toLocaleString()} credits added to the studio's key.`) },
            );
          }}
        >
          <Field
            id="add-credits-amount"
            label="Credits to add"
            hint={`Added to the studio's key, which every generation in the studio spends; up to ${MAX_CREDITS_PER_TOP_UP.toLocaleString()} at a time.`}
            error={fields.credits}
          >
            <Input
              {...describedBy("add-credits-amount", fields.credits, true)}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_CREDITS_PER_TOP_UP}
              step={1}
              value={credits}
              onChange={(e) => setCredits(e.target.value)}
            />
          </Field>
          <Button type="submit" loading={add.isPending} className="self-start">
            <Icon name="fa-solid fa-plus" /> Add credits
          </Button>
        </form>
        {general && (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
            {general}
          </p>
        )}
      </Card>
    </section>
  );
}
