"use client";

import { Children, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * A list the server rendered, shown `step` items at a time with Load More and Show Less: the items
 * arrive with the page (server components), and this only decides how many are in it. The buttons
 * have names so that a press made before the code ran is made again (DeferredIsland).
 */
export function StepList({ step, className, children }: { step: number; className?: string; children: ReactNode }) {
  const items = Children.toArray(children);
  const [visible, setVisible] = useState(step);
  const allShown = visible >= items.length;
  return (
    <>
      <ul className={className}>{items.slice(0, visible)}</ul>
      {!allShown ? (
        <Button name="load-more" variant="outline" className="mt-6" onClick={() => setVisible((count) => count + step)}>
          Load More
        </Button>
      ) : items.length > step ? (
        <Button name="show-less" variant="outline" className="mt-6" onClick={() => setVisible(step)}>
          Show Less
        </Button>
      ) : null}
    </>
  );
}
