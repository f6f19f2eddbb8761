"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/field";
import { postJson } from "@/lib/client-fetch";
import { adminLoginSchema, type AdminLoginInput } from "@/lib/validation/admin-login";

export function LoginForm() {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginSchema) });

  async function onSubmit(values: AdminLoginInput) {
    try {
      await postJson("/api/admin/login", values);
      toast.success("Login Successful", { description: "Welcome to the admin panel!" });
      router.refresh();
    } catch (error) {
      toast.error("Login Failed", { description: error instanceof Error && error.message ? error.message : "Invalid credentials" });
    }
  }

  return (
    <Card className="w-full max-w-sm">
      <h1 className="font-display text-2xl font-bold">Admin Login</h1>
      <p className="mt-1 text-sm text-muted-foreground">Sign in to manage the website.</p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
        <div>
          <Label htmlFor="username">Username</Label>
          <Input
            id="username"
            autoComplete="username"
            autoCapitalize="none"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? "username-error" : undefined}
            {...register("username")}
          />
          {errors.username && (
            <p id="username-error" role="alert" className="mt-1 text-sm text-danger">
              {errors.username.message}
            </p>
          )}
        </div>
        <div>
          <Label htmlFor="password">Password</Label>
          <Input
            id="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "password-error" : undefined}
            {...register("password")}
          />
          {errors.password && (
            <p id="password-error" role="alert" className="mt-1 text-sm text-danger">
              {errors.password.message}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </Card>
  );
}
