"use client";

import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { Select } from "@/components/ui/select";
import { adminSwrOptions, getJson, sendJson } from "@/lib/browser/fetch";
import { readableMoment } from "@/lib/dates/readable";
import { roleLabels, roles, type Role } from "@/lib/common/roles";
import { InviteForm } from "./invite-form";

type Member = { id: number; name: string; username: string; role: Role; twoFactor: boolean; lastSeenAt: string | null };
type Pending = { id: number; name: string; role: Role; invitedBy: string | null; expiresAt: string };
type Team = { members: Member[]; invitations: Pending[]; policy: { requireTwoFactor: boolean; requiredByServer: boolean } };

/** The Team tab (owners): the people, their roles, open invitations, and the two-factor rule. */
export function TeamTab({ selfId }: { selfId: number }) {
  const { data, error, mutate } = useSWR<Team>("/api/admin/team", getJson, adminSwrOptions);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  async function change(key: string, url: string, method: "PUT" | "PATCH" | "DELETE", body: unknown, done: string) {
    setBusy(key);
    const outcome = await sendJson(url, method, body);
    setBusy(null);
    setConfirming(null);
    if (outcome.ok) toast.success(done);
    else toast.error("Not Changed", { description: outcome.error });
    await mutate();
  }

  if (error) return <p className="text-danger">Could not load the team: {error.message}</p>;
  if (!data) return <p className="text-muted-foreground">Loading...</p>;
  return (
    <div className="space-y-10">
      <section aria-labelledby="members-heading">
        <h3 id="members-heading" className="text-lg font-semibold">
          People
        </h3>
        <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
          {data.members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere">
                  {member.name} <span className="text-muted-foreground">({member.username})</span>
                  {member.id === selfId && <span className="ml-2 rounded bg-muted px-2 py-0.5 text-xs">you</span>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {member.twoFactor ? "Two-factor sign-in on" : "Password only"} · {member.lastSeenAt ? `last seen ${readableMoment(member.lastSeenAt)}` : "not signed in yet"}
                </p>
              </div>
              {member.id === selfId ? (
                <p className="text-sm font-medium">{roleLabels[member.role]}</p>
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <label className="text-sm">
                    <span className="sr-only">Role of {member.name}</span>
                    <Select
                      inline
                      value={member.role}
                      disabled={busy !== null}
                      onChange={(event) =>
                        change(
                          `role-${member.id}`,
                          `/api/admin/team/${member.id}`,
                          "PATCH",
                          { role: event.target.value },
                          `${member.name} is now ${roleLabels[event.target.value as Role]}`,
                        )
                      }
                    >
                      {roles.map((value) => (
                        <option key={value} value={value}>
                          {roleLabels[value]}
                        </option>
                      ))}
                    </Select>
                  </label>
                  {member.twoFactor && (
                    <Button
                      variant="outline"
                      disabled={busy !== null}
                      onClick={() => change(`2fa-${member.id}`, `/api/admin/team/${member.id}/two-factor`, "DELETE", undefined, `${member.name}'s two-factor sign-in was reset`)}
                    >
                      Reset two-factor<span className="sr-only"> of {member.name}</span>
                    </Button>
                  )}
                  <Button variant="outline" disabled={busy !== null} onClick={() => setConfirming(member.id)}>
                    Remove<span className="sr-only"> {member.name}</span>
                  </Button>
                </div>
              )}
              {confirming === member.id && (
                <InlineConfirm
                  className="w-full"
                  confirmLabel={`Remove ${member.name}`}
                  busyLabel="Removing..."
                  busy={busy === `remove-${member.id}`}
                  onConfirm={() => change(`remove-${member.id}`, `/api/admin/team/${member.id}`, "DELETE", undefined, `${member.name} was removed and signed out`)}
                  onCancel={() => setConfirming(null)}
                >
                  Remove {member.name} from the team? They are signed out at once and their link to the panel stops working. Their past actions stay in the audit log.
                </InlineConfirm>
              )}
            </li>
          ))}
        </ul>
      </section>

      <InviteForm onInvited={() => void mutate()} />

      {data.invitations.length > 0 && (
        <section aria-labelledby="pending-heading">
          <h3 id="pending-heading" className="text-lg font-semibold">
            Open invitations
          </h3>
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <p>
                  <span className="font-medium">{invitation.name}</span> as {roleLabels[invitation.role]}
                  <span className="block text-sm text-muted-foreground">Works until {readableMoment(invitation.expiresAt)}</span>
                </p>
                <Button
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() =>
                    change(`withdraw-${invitation.id}`, `/api/admin/team/invitations/${invitation.id}`, "DELETE", undefined, `${invitation.name}'s invitation was withdrawn`)
                  }
                >
                  Withdraw<span className="sr-only"> {invitation.name}&apos;s invitation</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="policy-heading">
        <h3 id="policy-heading" className="text-lg font-semibold">
          Sign-in rule
        </h3>
        <label className="mt-3 flex min-h-11 items-center gap-3">
          <Checkbox
            checked={data.policy.requireTwoFactor || data.policy.requiredByServer}
            disabled={busy !== null || data.policy.requiredByServer}
            onChange={(event) =>
              change(
                "policy",
                "/api/admin/team/policy",
                "PUT",
                { requireTwoFactor: event.target.checked },
                event.target.checked ? "Two-factor sign-in is now required" : "Two-factor sign-in is now optional",
              )
            }
          />
          <span>Everyone must set up two-factor sign-in before the panel opens to them (you too, if you have not yet)</span>
        </label>
        {data.policy.requiredByServer && <p className="text-sm text-muted-foreground">The server requires it for everyone (ADMIN_REQUIRE_2FA).</p>}
      </section>
    </div>
  );
}
