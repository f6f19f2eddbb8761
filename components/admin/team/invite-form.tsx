"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonClass } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { fieldProblem, sendJson } from "@/lib/browser/fetch";
import { roleLabels, roles, roleSummaries, type Role } from "@/lib/common/roles";
import { readableMoment } from "@/lib/dates/readable";

type Invitation = { id: number; url: string; expiresAt: string };

const whatsappShare = (name: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`Hello ${name}, here is your invitation to the band's admin panel. Open it on your phone to choose your username and password (it works once, for 7 days): ${url}`)}`;

/** Invite a person: their name and role; the link then shows once, with Copy and Share on WhatsApp. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("front-desk");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ name: string; invitation: Invitation } | null>(null);

  async function invite(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const outcome = await sendJson<{ invitation: Invitation }>("/api/admin/team/invitations", "POST", { name, role });
    setBusy(false);
    if (!outcome.ok) {
      setFields(outcome.fields);
      toast.error("Invitation Not Made", { description: outcome.error });
      return;
    }
    setFields({});
    setMade({ name, invitation: outcome.data.invitation });
    setName("");
    onInvited();
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link Copied", { description: "Send it to the person only: it opens the panel for whoever has it." });
    } catch {
      toast.error("Could Not Copy", { description: "Select the link and copy it by hand." });
    }
  }

  const nameProblem = fieldProblem(fields, "name");
  const roleProblem = fieldProblem(fields, "role");
  return (
    <section aria-labelledby="invite-heading">
      <h3 id="invite-heading" className="text-lg font-semibold">
        Invite someone
      </h3>
      <form onSubmit={invite} noValidate className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <Label htmlFor="invite-name">Their name</Label>
          <Input
            id="invite-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={80}
            autoComplete="off"
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? "invite-name-error" : undefined}
          />
          {nameProblem && (
            <p id="invite-name-error" className="mt-1 text-sm text-danger">
              {nameProblem}
            </p>
          )}
        </div>
        <div>
          <Label htmlFor="invite-role">Role</Label>
          <Select
            id="invite-role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            aria-describedby="invite-role-help"
            aria-invalid={roleProblem ? true : undefined}
          >
            {roles.map((value) => (
              <option key={value} value={value}>
                {roleLabels[value]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={busy} className="min-h-11">
          {busy ? "Making the link..." : "Make invitation link"}
        </Button>
        <p id="invite-role-help" className="text-sm text-muted-foreground sm:col-span-3">
          {roleLabels[role]}: {roleSummaries[role]}
        </p>
      </form>
      {made && (
        <div role="status" className="mt-4 rounded-lg border border-primary/50 bg-primary/5 p-4">
          <p className="font-medium">
            Send this link to {made.name}. It works once, until {readableMoment(made.invitation.expiresAt)}.
          </p>
          <p className="mt-2 rounded bg-muted p-2 font-mono text-sm break-all" data-testid="invitation-url">
            {made.invitation.url}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => copy(made.invitation.url)}>
              Copy link
            </Button>
            <a href={whatsappShare(made.name, made.invitation.url)} target="_blank" rel="noopener noreferrer" className={buttonClass("primary")}>
              Share on WhatsApp
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
