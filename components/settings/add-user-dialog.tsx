"use client";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import type { newUserBody } from "@/lib/studio/schemas";
import { formResolver } from "@/components/ui/form-resolver";
import { ROLE_INFO, STUDIO_ROLES } from "@/lib/studio/roles";
import { useAddUser } from "@/lib/hooks/use-settings";
import { StudioRequestError, errorMessage } from "@/lib/hooks/studio-fetch";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, describedBy } from "@/components/ui/field";

type Values = z.input<typeof newUserBody>;

/** Loaded on demand (users-panel.tsx): the form and its dialog are not part of the settings page's first load. */
export function AddUserDialog({ open, onOpenChange: setOpen }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const addUser = useAddUser();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    resolver: formResolver<Values>("newUser"),
    defaultValues: { email: "", role: "marketer", password: "" },
  });
  const errors = formState.errors;
  // The form's own checks say "must be…" and take the label; the server's answers are whole sentences
  // ("A user with the email … already exists."), shown as they are, not as "Email A user with…".
  const message = (name: keyof Values, label: string) => {
    const text = errors[name]?.message;
    if (!text) return undefined;
    return /^[A-Z]/.test(text) ? text : `${label} ${text}`;
  };

  const onSubmit = handleSubmit((values) =>
    addUser.mutate(values, {
      onSuccess: (user) => {
        toast.success(`Added ${user.email} as ${ROLE_INFO[user.role].label.toLowerCase()}. Share the password with them privately.`);
        reset();
        setOpen(false);
      },
      onError: (error) => {
        if (error instanceof StudioRequestError && error.fields.email) setError("email", { message: error.fields.email });
        else toast.error(errorMessage(error));
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Add a user"
      description="They sign in with this email and password."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field id="new-email" label="Email" error={message("email", "Email")}>
          <Input type="email" autoComplete="off" {...describedBy("new-email", message("email", "Email"))} {...register("email")} />
        </Field>
        <Field id="new-role" label="Role" error={message("role", "Role")}>
          <Select {...describedBy("new-role", message("role", "Role"))} {...register("role")}>
            {STUDIO_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_INFO[role].label}: {ROLE_INFO[role].description}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="new-password" label="Password" hint="At least 10 characters." error={message("password", "Password")}>
          <Input type="password" autoComplete="new-password" {...describedBy("new-password", message("password", "Password"), true)} {...register("password")} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={addUser.isPending}>
            Add user
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
