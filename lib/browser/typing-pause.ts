import { useEffect, useState } from "react";

/** Typing pauses this long before a search is sent: one request per word, not per key, on a slow network. */
const TYPING_PAUSE_MS = 250;

/** The query, trimmed, once the typing has paused: what the repertoire's searches send to the server. */
export function useQueryAfterTyping(query: string): string {
  const [settled, setSettled] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  return settled;
}
