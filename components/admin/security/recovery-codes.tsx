"use client";

import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/**
 * Recovery codes just made, shown this once, with a copy button and the admin's confirmation.
 * Focus moves to their heading as they appear: the button that asked for them is gone.
 */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mt-4 max-w-xl">
      <h4 ref={headingRef} tabIndex={-1} className="font-semibold">
        Your recovery codes
      </h4>
      <p className="mt-1 text-sm text-muted-foreground">
        Each code signs you in once in place of a code from the app, if you lose your phone. Save them somewhere safe now: they are not shown again.
      </p>
      <ol aria-label="Recovery codes" className="mt-3 grid grid-cols-1 gap-2 rounded-lg border border-border bg-muted/40 p-4 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => toast.success("Recovery codes copied"))}>
          Copy codes
        </Button>
        <Button onClick={onSaved}>I have saved my recovery codes</Button>
      </div>
    </div>
  );
}
