"use client";

import { useCan } from "@/components/admin/team/panel-role";
import { useState, type FormEvent } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { adminSwrOptions, getJson, postJson } from "@/lib/browser/fetch";
import { readableMoment } from "@/lib/dates/readable";
import { WHATSAPP_TEXT_MAX } from "@/lib/validation/whatsapp-message";

type Message = { id: number; direction: "in" | "out"; text: string; at: string; status: string; error: string | null };
type Conversation = { messages: Message[]; windowOpen: boolean };

const deliveryWords: Record<string, string> = { sent: "Sent", delivered: "Delivered", read: "Read", failed: "Not delivered" };

/** The enquiry's WhatsApp conversation, oldest first, and the band's reply box (or the follow-up once the 24-hour window has closed). Loads when opened. */
export function Conversation({ contactId, clientName, open: openAtFirst, onChanged }: { contactId: number; clientName: string; open: boolean; onChanged: () => void }) {
  const answers = useCan("enquiries", "write");
  const [opened, setOpened] = useState(openAtFirst);
  const { data, error, mutate } = useSWR<Conversation>(opened ? `/api/contacts/${contactId}/messages` : null, getJson, adminSwrOptions);
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);

  async function send(body: { text: string } | { followUp: true }) {
    setBusy(true);
    try {
      await postJson(`/api/contacts/${contactId}/whatsapp`, body);
      setDraft("");
      await mutate();
      onChanged();
      toast.success("Sent on WhatsApp", { description: `To ${clientName}.` });
    } catch (failure) {
      toast.error("Not Sent", { description: failure instanceof Error ? failure.message : "Please try again." });
    } finally {
      setBusy(false);
    }
  }

  const reply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) void send({ text: draft });
  };

  return (
    <Disclosure summary="WhatsApp conversation" defaultOpen={openAtFirst} onToggle={setOpened}>
      <div className="space-y-3 border-t border-border p-3">
        {error && <p className="text-sm text-danger">The conversation could not be loaded: {error.message}</p>}
        {data && data.messages.length === 0 && <p className="text-sm text-muted-foreground">{clientName} has not written on WhatsApp yet.</p>}
        {data && data.messages.length > 0 && (
          <ol aria-label={`WhatsApp conversation with ${clientName}`} className="space-y-2">
            {data.messages.map((message) => (
              <li key={message.id} className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${message.direction === "in" ? "bg-muted" : "ml-auto bg-primary/10"}`}>
                <p className="text-xs text-muted-foreground">
                  {message.direction === "in" ? clientName : "The band"} · {readableMoment(message.at)}
                  {message.direction === "out" && ` · ${deliveryWords[message.status] ?? message.status}`}
                </p>
                <p className="break-words whitespace-pre-line">{message.text}</p>
                {message.error && <p className="text-xs text-danger">{message.error}</p>}
              </li>
            ))}
          </ol>
        )}
        {data?.windowOpen && answers && (
          <form onSubmit={reply} className="space-y-2">
            <Label htmlFor={`whatsapp-reply-${contactId}`}>Reply on WhatsApp</Label>
            <Textarea id={`whatsapp-reply-${contactId}`} rows={3} maxLength={WHATSAPP_TEXT_MAX} value={draft} onChange={(event) => setDraft(event.target.value)} />
            <Button type="submit" disabled={busy || !draft.trim()} className="min-h-11">
              {busy ? "Sending…" : "Send reply"}
            </Button>
          </form>
        )}
        {data && !data.windowOpen && answers && (
          <div className="space-y-2 text-sm">
            <p className="text-muted-foreground">
              {data.messages.some((message) => message.direction === "in")
                ? "More than 24 hours since the client's last message: WhatsApp only allows the band's approved follow-up message now."
                : "A reply from the panel needs a message from the client first; you can send the approved follow-up message."}
            </p>
            <Button variant="outline" className="min-h-11 px-3" disabled={busy} onClick={() => send({ followUp: true })}>
              Send follow-up
            </Button>
          </div>
        )}
      </div>
    </Disclosure>
  );
}
