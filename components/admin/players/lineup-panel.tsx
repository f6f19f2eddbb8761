"use client";

import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { useCan } from "@/components/admin/team/panel-role";
import { Button, buttonClass } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";
import { ClockTimeInput } from "@/components/ui/clock-time-input";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { adminSwrOptions, getJson, sendJson } from "@/lib/browser/fetch";
import { playerRoleLabels, playerRoles, slotStatusLabels, type PlayerRole } from "@/lib/common/players";
import { readNairaField } from "@/lib/payments/naira";
import type { InviteResult } from "@/lib/players/gigs";
import type { LineupView } from "@/lib/players/lineup";
import { LineupMoney } from "./lineup-money";

type Draft = { key: string; role: PlayerRole; playerId: number; fee: string; id?: number };

const draftsOf = (lineup: LineupView): Draft[] =>
  lineup.slots.map((slot) => ({ key: `slot-${slot.id}`, id: slot.id, role: slot.role, playerId: slot.playerId, fee: slot.fee === undefined ? "" : String(slot.fee) }));

/** "Lineup" on an enquiry with a date: call time, dress code, the slots and their answers, invitations, and (for the roles that see money) pay and costs. Loads when opened. */
export function LineupPanel({ contactId }: { contactId: number }) {
  const [opened, setOpened] = useState(false);
  const url = `/api/admin/contacts/${contactId}/lineup`;
  const { data, error, mutate } = useSWR<LineupView>(opened ? url : null, getJson, adminSwrOptions);
  return (
    <Disclosure summary="Lineup" onToggle={setOpened}>
      <div className="space-y-4 border-t border-border p-3 text-sm">
        {error && <p className="text-danger">Could not load the lineup: {error.message}</p>}
        {!data && !error && <p className="text-muted-foreground">Loading...</p>}
        {/* Keyed by what was saved: after a save or an answer the form starts again from the server's lineup. */}
        {data && (
          <LineupEditor key={JSON.stringify([data.callTime, data.soundCheckTime, data.dressCode, data.slots])} contactId={contactId} data={data} reload={() => void mutate()} />
        )}
        {data?.totals && <LineupMoney contactId={contactId} lineup={data} onChanged={() => void mutate()} />}
      </div>
    </Disclosure>
  );
}

function LineupEditor({ contactId, data, reload }: { contactId: number; data: LineupView; reload: () => void }) {
  const manages = useCan("players", "write");
  const url = `/api/admin/contacts/${contactId}/lineup`;
  const [callTime, setCallTime] = useState(data.callTime ?? "");
  const [soundCheckTime, setSoundCheckTime] = useState(data.soundCheckTime ?? "");
  const [dressCode, setDressCode] = useState(data.dressCode ?? "");
  const [slots, setSlots] = useState<Draft[]>(() => draftsOf(data));
  const [newRole, setNewRole] = useState<PlayerRole>("lead-vocals");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [warnings, setWarnings] = useState<string[]>([]);
  const [invited, setInvited] = useState<InviteResult | null>(null);
  const [busy, setBusy] = useState(false);

  const money = data.totals !== undefined;
  const inLineup = new Set(slots.map((slot) => slot.playerId));
  const suggestionFor = (role: PlayerRole) => data.candidates.find((candidate) => candidate.busy === null && !inLineup.has(candidate.id) && candidate.roles.includes(role));

  function addSlot() {
    const suggested = suggestionFor(newRole) ?? data.candidates.find((candidate) => !inLineup.has(candidate.id));
    if (!suggested) return toast.error("No Player Free", { description: "Add players in the Players tab first." });
    setSlots((current) => [...current, { key: `new-${Date.now()}`, role: newRole, playerId: suggested.id, fee: suggested.fee === undefined ? "" : String(suggested.fee) }]);
  }

  function replace(index: number, playerId: number) {
    const player = data.candidates.find((candidate) => candidate.id === playerId);
    setSlots((current) =>
      current.map((slot, at) => (at === index ? { key: `new-${Date.now()}`, role: slot.role, playerId, fee: player?.fee === undefined ? slot.fee : String(player.fee) } : slot)),
    );
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const body = {
      callTime,
      soundCheckTime,
      dressCode,
      slots: slots.map((slot) => ({ role: slot.role, playerId: slot.playerId, ...(money && readNairaField(slot.fee) !== null ? { fee: readNairaField(slot.fee) } : {}) })),
    };
    const outcome = await sendJson<{ warnings: string[] }>(url, "PUT", body);
    setBusy(false);
    if (!outcome.ok) {
      setProblems(outcome.fields);
      return toast.error("Lineup Not Saved", { description: outcome.error });
    }
    setProblems({});
    setWarnings(outcome.data.warnings);
    toast.success("Lineup Saved");
    reload();
  }

  async function invite() {
    setBusy(true);
    const outcome = await sendJson<InviteResult>(`${url}/invite`, "POST");
    setBusy(false);
    if (!outcome.ok) return toast.error("Not Invited", { description: outcome.error });
    setInvited(outcome.data);
    toast.success(outcome.data.invited ? `${outcome.data.invited} Invited` : "Nobody New To Invite", {
      description: outcome.data.viaWhatsapp ? "The invitations go out on WhatsApp." : "WhatsApp is not set up: send each player their link below.",
    });
    reload();
  }

  const drafts = data.slots.filter((slot) => slot.status === "draft").length;
  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label="Lineup">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={`lineup-call-${contactId}`}>Call time (Lagos)</Label>
          <ClockTimeInput id={`lineup-call-${contactId}`} value={callTime} onTime={setCallTime} disabled={!manages} aria-invalid={problems.callTime ? true : undefined} />
          {problems.callTime && <p className="mt-1 text-danger">{problems.callTime}</p>}
        </div>
        <div>
          <Label htmlFor={`lineup-soundcheck-${contactId}`}>Sound check (Lagos, optional)</Label>
          <ClockTimeInput
            id={`lineup-soundcheck-${contactId}`}
            value={soundCheckTime}
            onTime={setSoundCheckTime}
            disabled={!manages}
            aria-invalid={problems.soundCheckTime ? true : undefined}
          />
          {problems.soundCheckTime && <p className="mt-1 text-danger">{problems.soundCheckTime}</p>}
        </div>
        <div>
          <Label htmlFor={`lineup-dress-${contactId}`}>Dress code</Label>
          <Input
            id={`lineup-dress-${contactId}`}
            value={dressCode}
            maxLength={200}
            onChange={(event) => setDressCode(event.target.value)}
            disabled={!manages}
            placeholder="All white, gold agbada"
          />
        </div>
      </div>
      {slots.length === 0 && <p className="text-muted-foreground">No one in the lineup yet.</p>}
      <ul className="space-y-3" aria-label="Slots">
        {slots.map((slot, index) => {
          const saved = data.slots.find((kept) => kept.id === slot.id);
          return (
            <li key={slot.key} className="rounded-md border border-border p-3">
              <div className="grid gap-2 sm:grid-cols-[10rem_1fr_8rem_auto] sm:items-end">
                <div>
                  <Label htmlFor={`${slot.key}-role`}>Role</Label>
                  <Select
                    id={`${slot.key}-role`}
                    value={slot.role}
                    disabled={!manages}
                    onChange={(event) => setSlots((all) => all.map((one, at) => (at === index ? { ...one, role: event.target.value as PlayerRole } : one)))}
                  >
                    {playerRoles.map((role) => (
                      <option key={role} value={role}>
                        {playerRoleLabels[role]}
                      </option>
                    ))}
                  </Select>
                </div>
                <div>
                  <Label htmlFor={`${slot.key}-player`}>Player</Label>
                  <Select id={`${slot.key}-player`} value={slot.playerId} disabled={!manages} onChange={(event) => replace(index, Number(event.target.value))}>
                    {saved && !data.candidates.some((candidate) => candidate.id === saved.playerId) && <option value={saved.playerId}>{saved.name}</option>}
                    {data.candidates.map((candidate) => (
                      <option key={candidate.id} value={candidate.id} disabled={candidate.busy === "confirmed" && candidate.id !== slot.playerId}>
                        {candidate.name}
                        {candidate.roles.includes(slot.role) ? "" : " (other roles)"}
                        {candidate.busy === "confirmed" ? " – playing elsewhere that day" : candidate.busy === "invited" ? " – invited elsewhere" : ""}
                      </option>
                    ))}
                  </Select>
                  {problems[`slots.${index}.playerId`] && <p className="mt-1 text-danger">{problems[`slots.${index}.playerId`]}</p>}
                </div>
                {money && (
                  <div>
                    <Label htmlFor={`${slot.key}-fee`}>Fee (₦)</Label>
                    <Input
                      id={`${slot.key}-fee`}
                      inputMode="numeric"
                      value={slot.fee}
                      disabled={!manages}
                      onChange={(event) => setSlots((all) => all.map((one, at) => (at === index ? { ...one, fee: event.target.value } : one)))}
                    />
                  </div>
                )}
                {manages && (
                  <Button type="button" variant="outline" className="min-h-11" onClick={() => setSlots((all) => all.filter((_, at) => at !== index))}>
                    Remove
                  </Button>
                )}
              </div>
              <p className="mt-2">
                {saved ? slotStatusLabels[saved.status] : "Not saved yet"}
                {saved?.answerNote && <span className="text-muted-foreground">: “{saved.answerNote}”</span>}
              </p>
              {saved?.replacement && manages && (
                <Button type="button" variant="outline" className="mt-2 min-h-11" onClick={() => replace(index, saved.replacement!.playerId)}>
                  Put {saved.replacement.name} instead
                </Button>
              )}
              {saved?.link && saved.status === "invited" && <PlayerLink name={saved.name} link={saved.link} whatsappUrl={saved.whatsappUrl!} />}
            </li>
          );
        })}
      </ul>
      {manages && (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <Label htmlFor={`lineup-add-role-${contactId}`}>Add a slot for</Label>
            <Select id={`lineup-add-role-${contactId}`} value={newRole} onChange={(event) => setNewRole(event.target.value as PlayerRole)}>
              {playerRoles.map((role) => (
                <option key={role} value={role}>
                  {playerRoleLabels[role]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="button" variant="outline" className="min-h-11" onClick={addSlot}>
            Add {suggestionFor(newRole)?.name ?? "a player"}
          </Button>
          <Button type="submit" disabled={busy} className="min-h-11">
            {busy ? "Saving..." : "Save lineup"}
          </Button>
          <Button type="button" variant="outline" disabled={busy || drafts === 0} className="min-h-11" onClick={() => void invite()}>
            Invite {drafts || ""} {drafts === 1 ? "player" : "players"}
          </Button>
        </div>
      )}
      {warnings.map((warning) => (
        <p key={warning} role="status" className="text-danger">
          {warning}
        </p>
      ))}
      {invited && !invited.viaWhatsapp && invited.links.length > 0 && <p role="status">WhatsApp is not set up: send each player the link under their name, from your own phone.</p>}
    </form>
  );
}

/** A player's link, to copy or to send from the band's own WhatsApp. */
function PlayerLink({ name, link, whatsappUrl }: { name: string; link: string; whatsappUrl: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Link Copied", { description: `Send it to ${name} only.` });
    } catch {
      toast.error("Could Not Copy", { description: link });
    }
  }
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button type="button" variant="outline" className="min-h-11" onClick={() => void copy()}>
        Copy {name}&apos;s link
      </Button>
      <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("outline", "min-h-11")}>
        Send on WhatsApp
      </a>
    </div>
  );
}
