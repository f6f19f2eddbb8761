"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { fieldProblem, sendJson } from "@/lib/browser/fetch";
import { playerRoleLabels, playerRoles, type PlayerRole } from "@/lib/common/players";
import { formatNaira, readNairaField } from "@/lib/payments/naira";
import type { PlayerView } from "@/lib/players/players";
import { displayPhone } from "@/lib/validation/phone-number";

/** Adds a player, or changes one (`player`): name, WhatsApp number, roles, usual fee, notes. */
export function PlayerForm({ player, onSaved, onCancel }: { player?: PlayerView; onSaved: () => void; onCancel?: () => void }) {
  const prefix = player ? `player-${player.id}` : "player-new";
  const [name, setName] = useState(player?.name ?? "");
  const [phone, setPhone] = useState(player ? displayPhone(player.phone) : "");
  const [roles, setRoles] = useState<PlayerRole[]>(player?.roles ?? []);
  const [fee, setFee] = useState(player ? String(player.fee) : "");
  const [notes, setNotes] = useState(player?.notes ?? "");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const typedFee = readNairaField(fee);
    if (typedFee === null) {
      setFields({ fee: "Enter the usual fee in whole Naira, e.g. 50,000" });
      return;
    }
    setBusy(true);
    const body = { name, phone, roles, fee: typedFee, notes };
    const outcome = player ? await sendJson(`/api/admin/players/${player.id}`, "PATCH", body) : await sendJson("/api/admin/players", "POST", body);
    setBusy(false);
    if (!outcome.ok) {
      setFields(outcome.fields);
      toast.error("Player Not Saved", { description: outcome.error });
      return;
    }
    setFields({});
    toast.success(player ? "Player Saved" : "Player Added", { description: `${name}, ${formatNaira(typedFee)} a night.` });
    if (!player) {
      setName("");
      setPhone("");
      setRoles([]);
      setFee("");
      setNotes("");
    }
    onSaved();
  }

  const toggle = (role: PlayerRole, on: boolean) => setRoles((current) => (on ? [...current, role] : current.filter((kept) => kept !== role)));
  const rolesProblem = fieldProblem(fields, "roles");
  return (
    <form onSubmit={save} noValidate className="grid gap-4 rounded-lg border border-border bg-card p-4" aria-label={player ? `Change ${player.name}` : "Add a player"}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${prefix}-name`}
          label="Name"
          problem={fieldProblem(fields, "name")}
          input={{ value: name, onChange: (event) => setName(event.target.value), maxLength: 80, autoComplete: "off" }}
        />
        <TextField
          id={`${prefix}-phone`}
          label="WhatsApp number"
          problem={fieldProblem(fields, "phone")}
          help="e.g. +234 803 123 4567 or 0803 123 4567"
          input={{ value: phone, onChange: (event) => setPhone(event.target.value), type: "tel", inputMode: "tel", autoComplete: "off" }}
        />
        <TextField
          id={`${prefix}-fee`}
          label="Usual fee for a night (₦)"
          problem={fieldProblem(fields, "fee")}
          input={{ value: fee, onChange: (event) => setFee(event.target.value), inputMode: "numeric", autoComplete: "off" }}
        />
      </div>
      <fieldset aria-describedby={rolesProblem ? `${prefix}-roles-error` : undefined}>
        <legend className="text-sm font-medium">Roles</legend>
        <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {playerRoles.map((role) => (
            <label key={role} className="flex min-h-11 items-center gap-2 text-sm">
              <Checkbox checked={roles.includes(role)} onChange={(event) => toggle(role, event.target.checked)} />
              {playerRoleLabels[role]}
            </label>
          ))}
        </div>
        {rolesProblem && (
          <p id={`${prefix}-roles-error`} className="mt-1 text-sm text-danger">
            {rolesProblem}
          </p>
        )}
      </fieldset>
      <div>
        <Label htmlFor={`${prefix}-notes`}>Notes</Label>
        <Textarea id={`${prefix}-notes`} value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={500} rows={2} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} className="min-h-11">
          {busy ? "Saving..." : player ? "Save" : "Add player"}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" className="min-h-11" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
