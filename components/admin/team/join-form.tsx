"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { fieldProblem, sendJson } from "@/lib/browser/fetch";
import { joinSchema } from "@/lib/validation/team";
import { issuesToFields } from "@/lib/validation/issues";

/** The invited person's username and password; checked here as on the server, then on to sign in. */
export function JoinForm({ token }: { token: string }) {
  const router = useRouter();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [gone, setGone] = useState<string | null>(null);

  async function join(event: React.FormEvent) {
    event.preventDefault();
    const checked = joinSchema.safeParse({ token, username, password });
    if (!checked.success) {
      // Each field's first problem, as the server's 400 names them.
      setFields(issuesToFields(checked.error));
      return;
    }
    setBusy(true);
    const outcome = await sendJson<{ member: { username: string } }>("/api/admin/team/join", "POST", { token, username, password });
    setBusy(false);
    if (outcome.ok) {
      toast.success("Welcome to the Team", { description: `Sign in as ${outcome.data.member.username} with the password you chose.` });
      router.push("/admin");
      return;
    }
    setFields(outcome.fields);
    if (!Object.keys(outcome.fields).length) setGone(outcome.error);
    toast.error("Could Not Join", { description: outcome.error });
  }

  return (
    <form onSubmit={join} noValidate className="mt-6 space-y-4">
      <TextField
        id="join-username"
        label="Username"
        problem={fieldProblem(fields, "username")}
        help="Lower-case letters, digits, dots, dashes or underscores."
        input={{ value: username, onChange: (event) => setUsername(event.target.value), autoComplete: "username", autoCapitalize: "none", spellCheck: false }}
      />
      <TextField
        id="join-password"
        label="Password"
        problem={fieldProblem(fields, "password")}
        help="At least 12 characters; not a common password."
        input={{ type: "password", value: password, onChange: (event) => setPassword(event.target.value), autoComplete: "new-password" }}
      />
      {gone && (
        <p role="alert" className="text-sm text-danger">
          {gone}
        </p>
      )}
      <Button type="submit" disabled={busy} className="min-h-11 w-full">
        {busy ? "Joining..." : "Join the team"}
      </Button>
    </form>
  );
}
