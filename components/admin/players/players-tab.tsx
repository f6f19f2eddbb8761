"use client";

import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { useCan } from "@/components/admin/team/panel-role";
import { Button } from "@/components/ui/button";
import { InlineConfirm } from "@/components/ui/inline-confirm";
import { adminSwrOptions, getJson, sendJson } from "@/lib/browser/fetch";
import { playerRoleLabels } from "@/lib/common/players";
import { formatNaira } from "@/lib/payments/naira";
import type { PlayerView } from "@/lib/players/players";
import { displayPhone } from "@/lib/validation/phone-number";
import { PlayerForm } from "./player-form";

/** The Players tab: the band's players, active first; the roles that manage players add, change, retire and delete them. */
export function PlayersTab() {
  const { data, error, mutate } = useSWR<{ players: PlayerView[] }>("/api/admin/players", getJson, adminSwrOptions);
  const manages = useCan("players", "write");
  const [editing, setEditing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  async function change(player: PlayerView, method: "PATCH" | "DELETE", body?: unknown) {
    const outcome = await sendJson<{ outcome?: "deleted" | "retired" }>(`/api/admin/players/${player.id}`, method, body);
    setConfirming(null);
    if (!outcome.ok) toast.error("Not Changed", { description: outcome.error });
    else if (method === "DELETE")
      toast.success(outcome.data.outcome === "retired" ? "Player Retired" : "Player Deleted", {
        description: outcome.data.outcome === "retired" ? `${player.name} played gigs: kept for them, offered for no new lineup.` : undefined,
      });
    else toast.success(body && (body as { retired?: boolean }).retired ? "Player Retired" : "Player Back");
    await mutate();
  }

  if (error) return <p className="text-danger">Could not load the players: {error.message}</p>;
  if (!data) return <p className="text-muted-foreground">Loading...</p>;
  return (
    <div className="space-y-8">
      {manages && (
        <section aria-labelledby="add-player-heading">
          <h3 id="add-player-heading" className="mb-3 text-lg font-semibold">
            Add a player
          </h3>
          <PlayerForm onSaved={() => void mutate()} />
        </section>
      )}
      <section aria-labelledby="players-heading">
        <h3 id="players-heading" className="text-lg font-semibold">
          Players ({data.players.filter((player) => player.active).length} active)
        </h3>
        {data.players.length === 0 && <p className="mt-2 text-muted-foreground">No player yet. Add the band&apos;s regulars: each event&apos;s lineup is made from them.</p>}
        <ul className="mt-3 space-y-3" aria-label="Players">
          {data.players.map((player) =>
            editing === player.id ? (
              <li key={player.id}>
                <PlayerForm player={player} onSaved={() => (setEditing(null), void mutate())} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li key={player.id} className="rounded-lg border border-border bg-card p-4 text-sm">
                <p className="text-base font-semibold">
                  {player.name}
                  {!player.active && <span className="ml-2 text-sm font-normal text-muted-foreground">(retired)</span>}
                </p>
                <p className="text-muted-foreground">{player.roles.map((role) => playerRoleLabels[role]).join(", ")}</p>
                <p>
                  <a href={`https://wa.me/${player.phone}`} className="inline-flex min-h-11 items-center underline" target="_blank" rel="noopener noreferrer">
                    {displayPhone(player.phone)}
                  </a>
                  {" · "}
                  {formatNaira(player.fee)} a night · {player.gigs} {player.gigs === 1 ? "gig" : "gigs"}
                </p>
                {player.notes && <p className="mt-1 whitespace-pre-line">{player.notes}</p>}
                {manages && (
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button variant="outline" className="min-h-11" onClick={() => setEditing(player.id)}>
                      Change
                    </Button>
                    {player.active && player.gigs > 0 && (
                      <Button variant="outline" className="min-h-11" onClick={() => void change(player, "PATCH", { retired: true })}>
                        Retire
                      </Button>
                    )}
                    {!player.active && (
                      <Button variant="outline" className="min-h-11" onClick={() => void change(player, "PATCH", { retired: false })}>
                        Bring back
                      </Button>
                    )}
                    {player.gigs === 0 &&
                      (confirming === player.id ? (
                        <InlineConfirm
                          confirmLabel="Delete"
                          busyLabel="Deleting..."
                          busy={false}
                          onConfirm={() => void change(player, "DELETE")}
                          onCancel={() => setConfirming(null)}
                        >
                          Delete {player.name}? They have had no gig.
                        </InlineConfirm>
                      ) : (
                        <Button variant="outline" className="min-h-11" onClick={() => setConfirming(player.id)}>
                          Delete
                        </Button>
                      ))}
                  </div>
                )}
              </li>
            ),
          )}
        </ul>
      </section>
    </div>
  );
}
