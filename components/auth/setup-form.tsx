"use client";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { formResolver } from "@/components/ui/form-resolver";
import { signInWithPassword } from "./next-auth-client";
import { studioFetch, errorMessage } from "@/lib/hooks/studio-fetch";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, describedBy } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { RadioCard } from "@/components/ui/radio-card";

/** The form holds both modes' fields; the schema (a union on `mode`) checks the chosen one. */
interface Values {
  mode: "create" | "connect";
  workspaceName: string;
  email: string;
  password: string;
  applicationId?: string;
  apiKey?: string;
  apiSecret?: string;
  jwtPrivateKey?: string;
  setupToken?: string;
}

const CONNECT_FIELDS = [
  { name: "applicationId", label: "Application id", type: "text" },
  { name: "apiKey", label: "API key", type: "password" },
  { name: "apiSecret", label: "API secret", type: "password" },
  { name: "jwtPrivateKey", label: "jwtPrivateKey", type: "password" },
] as const;

/**
 * First run: the admin account and the workspace's application. The application's key, secret
 * and jwtPrivateKey are created (or typed in) on the server and never come back to the browser.
 */
export function SetupForm({ remoteBackend, needsSetupToken = false }: { remoteBackend: string | null; needsSetupToken?: boolean }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<Values>({
    resolver: formResolver<Values>("setup"),
    defaultValues: { mode: remoteBackend ? "connect" : "create", workspaceName: "", email: "", password: "" },
  });
  const mode = useWatch({ control, name: "mode" });
  const err = (name: keyof Values, label: string) => {
    const message = formState.errors[name]?.message;
    return message ? `${label} ${message}`.trim() : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await studioFetch("setup", { method: "POST", body: values });
      const error = await signInWithPassword(values.email, values.password);
      window.location.assign(error ? "/sign-in?created=1" : "/ad-texts/new");
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Card className="p-6 sm:p-8">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-100">First run</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight">Set up your studio</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Create the admin account and the workspace. The workspace&apos;s API credentials are stored encrypted on the server and never shown.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
        {needsSetupToken && (
          <Field id="setupToken" label="Setup token" hint="You are setting up from another machine: copy the setup token from the server's log." error={err("setupToken", "Setup token")}>
            <Input autoComplete="off" {...describedBy("setupToken", err("setupToken", ""), true)} {...register("setupToken")} />
          </Field>
        )}
        <Field id="workspaceName" label="Workspace name" error={err("workspaceName", "Workspace name")}>
          <Input placeholder="Summit Outfitters marketing" {...describedBy("workspaceName", err("workspaceName", ""))} {...register("workspaceName")} />
        </Field>
        <Field id="email" label="Admin email" error={err("email", "Email")}>
          <Input type="email" autoComplete="email" {...describedBy("email", err("email", ""))} {...register("email")} />
        </Field>
        <Field id="password" label="Admin password" hint="At least 10 characters." error={err("password", "Password")}>
          <Input type="password" autoComplete="new-password" {...describedBy("password", err("password", ""), true)} {...register("password")} />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Workspace application</legend>
          {(
            [
              { value: "create", title: "Create a new application on this server", body: "With 1,000 credits; an admin adds more in Settings → Credits.", disabled: Boolean(remoteBackend) },
              { value: "connect", title: "Connect an existing application", body: remoteBackend ? `On the service at ${remoteBackend}.` : "Paste the credentials from npx adcraft apps create.", disabled: false },
            ] as const
          ).map((option) => (
            <RadioCard key={option.value} value={option.value} disabled={option.disabled} title={option.title} hint={option.body} {...register("mode")} />
          ))}
        </fieldset>
        {mode === "connect" &&
          CONNECT_FIELDS.map((f) => (
            <Field key={f.name} id={f.name} label={f.label} error={err(f.name, f.label)}>
              <Input
                type={f.type}
                autoComplete="off"
                {...describedBy(f.name, err(f.name, ""))}
                {...register(f.name)}
              />
            </Field>
          ))}
        {failure && (
          <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700 dark:bg-red-950 dark:text-red-200">
            <Icon name="fa-solid fa-circle-exclamation" /> {failure}
          </p>
        )}
        <Button type="submit" size="lg" loading={formState.isSubmitting}>
          Create workspace and sign in
        </Button>
      </form>
    </Card>
  );
}
