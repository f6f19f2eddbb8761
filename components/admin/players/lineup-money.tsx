"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useCan } from "@/components/admin/team/panel-role";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { sendJson } from "@/lib/browser/fetch";
import { lagosDate } from "@/lib/dates/lagos-days";
import { formatNaira, readNairaField } from "@/lib/payments/naira";
import type { LineupView } from "@/lib/players/lineup";

/** What the gig earned: the totals, the players' payouts (undo within 24 hours) and the other costs. For the roles that see payments; those that keep them record. */
export function LineupMoney({ contactId, lineup, onChanged }: { contactId: number; lineup: LineupView; onChanged: () => void }) {
  const records = useCan("payments", "write");
  const players = [...new Map(lineup.slots.map((slot) => [slot.playerId, slot])).values()];
  const [playerId, setPlayerId] = useState<number | "">("");
  const [amount, setAmount] = useState("");
  const [paidOn, setPaidOn] = useState(lagosDate());
  const [label, setLabel] = useState("");
  const [cost, setCost] = useState("");
  const totals = lineup.totals!;

  async function send(path: string, method: "POST" | "DELETE", body: unknown, done: string) {
    const outcome = await sendJson(`/api/admin/contacts/${contactId}/${path}`, method, body);
    if (!outcome.ok) {
      toast.error("Not Recorded", { description: outcome.error });
      return false;
    }
    toast.success(done);
    onChanged();
    return true;
  }

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    const naira = readNairaField(amount);
    const chosen = playerId || players.find((slot) => slot.status === "confirmed")?.playerId;
    if (await send("lineup/payouts", "POST", { playerId: chosen, amount: naira ?? amount, paidOn }, "Payout Recorded")) setAmount("");
  }

  async function spend(event: React.FormEvent) {
    event.preventDefault();
    if (await send("expenses", "POST", { label, amount: readNairaField(cost) ?? cost }, "Expense Recorded")) {
      setLabel("");
      setCost("");
    }
  }

  return (
    <section aria-label="Players' pay and costs" className="space-y-3 border-t border-border pt-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {(
          [
            ["Players' fees", totals.fees],
            ["Paid to players", totals.paid],
            ["Still owed to players", totals.owed],
            ["Other costs", totals.expenses],
            ["Paid by the client", totals.income],
            ["Margin", totals.margin],
          ] as const
        ).map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className={`font-semibold ${term === "Margin" && value < 0 ? "text-danger" : ""}`}>{formatNaira(value)}</dd>
          </div>
        ))}
      </dl>
      {lineup.payouts!.length > 0 && (
        <ul aria-label="Payouts" className="space-y-1">
          {lineup.payouts!.map((payout) => (
            <li key={payout.id} className="flex flex-wrap items-center gap-2">
              {payout.name}: {formatNaira(payout.amount)} on {payout.paidOn} (by {payout.recordedBy})
              {records && payout.undoable && (
                <Button variant="outline" className="min-h-11" onClick={() => void send(`lineup/payouts/${payout.id}`, "DELETE", undefined, "Payout Undone")}>
                  Undo
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {lineup.expenses!.length > 0 && (
        <ul aria-label="Costs" className="space-y-1">
          {lineup.expenses!.map((expense) => (
            <li key={expense.id} className="flex flex-wrap items-center gap-2">
              {expense.label}: {formatNaira(expense.amount)}
              {records && (
                <Button variant="outline" className="min-h-11" onClick={() => void send(`expenses/${expense.id}`, "DELETE", undefined, "Expense Removed")}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {records && players.length > 0 && (
        <form onSubmit={pay} noValidate className="grid gap-2 sm:grid-cols-[1fr_8rem_10rem_auto] sm:items-end" aria-label="Record a payout">
          <div>
            <Label htmlFor={`payout-player-${contactId}`}>Pay</Label>
            <Select id={`payout-player-${contactId}`} value={playerId} onChange={(event) => setPlayerId(Number(event.target.value))}>
              <option value="">Choose a player</option>
              {players.map((slot) => (
                <option key={slot.playerId} value={slot.playerId}>
                  {slot.name}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={`payout-amount-${contactId}`}>Amount (₦)</Label>
            <Input id={`payout-amount-${contactId}`} inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </div>
          <div>
            <Label htmlFor={`payout-day-${contactId}`}>Paid on</Label>
            <Input id={`payout-day-${contactId}`} type="date" value={paidOn} max={lagosDate()} onChange={(event) => setPaidOn(event.target.value)} />
          </div>
          <Button type="submit" className="min-h-11">
            Record payout
          </Button>
        </form>
      )}
      {records && (
        <form onSubmit={spend} noValidate className="grid gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-end" aria-label="Record a cost">
          <div>
            <Label htmlFor={`expense-label-${contactId}`}>Other cost</Label>
            <Input id={`expense-label-${contactId}`} value={label} maxLength={80} placeholder="Van hire, generator fuel" onChange={(event) => setLabel(event.target.value)} />
          </div>
          <div>
            <Label htmlFor={`expense-amount-${contactId}`}>Amount (₦)</Label>
            <Input id={`expense-amount-${contactId}`} inputMode="numeric" value={cost} onChange={(event) => setCost(event.target.value)} />
          </div>
          <Button type="submit" className="min-h-11">
            Record cost
          </Button>
        </form>
      )}
    </section>
  );
}
