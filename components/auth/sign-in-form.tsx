"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { signInBody } from "@/lib/studio/schemas";
import { TOO_MANY_SIGN_INS } from "@/lib/studio/sign-in-refusal";
import { formResolver } from "@/components/ui/form-resolver";
import { UNREACHABLE, signInWithPassword } from "./next-auth-client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, describedBy } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";

type Values = z.input<typeof signInBody>;

/** next-auth passes authorize's thrown message through as the error ("TooManySignIns:12"). */
function failureMessage(error: string | null | undefined) {
  const [code, minutes] = (error ?? "").split(":");
  if (code === UNREACHABLE) return "The studio could not be reached. Check your connection and try again.";
  if (code === TOO_MANY_SIGN_INS) return `Too many failed sign-ins for this email. Try again in ${minutes === "1" ? "a minute" : `${minutes} minutes`}.`;
  return "The email or password is not right.";
}

export function SignInForm({ callbackUrl, notice }: { callbackUrl: string; notice?: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: formResolver<Values>("signIn"), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const error = await signInWithPassword(values.email, values.password);
    if (error) {
      setFailure(failureMessage(error));
      return;
    }
    // A full navigation, so every server component renders with the new session.
    window.location.assign(callbackUrl);
  });

  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight">Sign in to the studio</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Write, score and manage ad texts for your workspace.</p>
      {notice && (
        <p role="status" className="mt-4 flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-900 dark:text-brand-50">
          <Icon name="fa-solid fa-circle-info" /> {notice}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
        <Field id="email" label="Email" error={errors.email?.message && `Email ${errors.email.message}`}>
          <Input type="email" autoComplete="email" {...describedBy("email", errors.email?.message)} {...register("email")} />
        </Field>
        <Field id="password" label="Password" error={errors.password?.message && `Password ${errors.password.message}`}>
          <Input type="password" autoComplete="current-password" {...describedBy("password", errors.password?.message)} {...register("password")} />
        </Field>
        {failure && (
          <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700 dark:bg-red-950 dark:text-red-200">
            <Icon name="fa-solid fa-circle-exclamation" /> {failure}
          </p>
        )}
        <Button type="submit" size="lg" loading={isSubmitting}>
          Sign in
        </Button>
      </form>
    </Card>
  );
}
