"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import "@/lib/validation/jitless";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/browser/fetch";
import { ADMIN_PASSWORD_MIN_LENGTH, passwordChangeSchema } from "@/lib/validation/admin-password";
import { announceSessionsEnded } from "./sessions-ended";

const formSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ["confirmPassword"], message: "The two new passwords do not match" });

type FormValues = z.infer<typeof formSchema>;

const fields = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password", hint: `At least ${ADMIN_PASSWORD_MIN_LENGTH} characters; common passwords are refused.` },
  { name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
] as const;

export function PasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema) });

  async function onSubmit({ currentPassword, newPassword }: FormValues) {
    try {
      const { endedSessions } = await postJson<{ endedSessions: number }>("/api/admin/password", { currentPassword, newPassword });
      reset();
      announceSessionsEnded("Password changed", endedSessions, "No other session was signed in.");
    } catch (error) {
      toast.error("Password not changed", { description: error instanceof Error ? error.message : "Please try again." });
    }
  }

  return (
    <section aria-labelledby="password-heading" className="max-w-md">
      <h3 id="password-heading" className="text-lg font-semibold">
        Change password
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">Changing it signs out every other session.</p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-4 space-y-4">
        {fields.map((field) => {
          const error = errors[field.name]?.message;
          const describedBy = [error && `${field.name}-error`, "hint" in field && `${field.name}-hint`].filter(Boolean).join(" ") || undefined;
          return (
            <div key={field.name}>
              <Label htmlFor={field.name}>{field.label}</Label>
              <Input
                id={field.name}
                type="password"
                autoComplete={field.autoComplete}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                {...register(field.name)}
              />
              {"hint" in field && (
                <p id={`${field.name}-hint`} className="mt-1 text-xs text-muted-foreground">
                  {field.hint}
                </p>
              )}
              {error && (
                <p id={`${field.name}-error`} role="alert" className="mt-1 text-sm text-danger">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? "Changing..." : "Change password"}
        </Button>
      </form>
    </section>
  );
}
