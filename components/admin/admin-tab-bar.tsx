"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { adminTabs } from "./admin-tabs";

/** The admin sections as links, the current one marked with aria-current (and the old tab look). */
export function AdminTabBar() {
  const pathname = usePathname().replace(/\/+$/, "") || "/";
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the bar scrolls sideways: a deep link to a tab on the right brings it into view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector('[aria-current="page"]');
    if (!list || !current) return;
    const [listBox, linkBox] = [list.getBoundingClientRect(), current.getBoundingClientRect()];
    if (linkBox.left < listBox.left || linkBox.right > listBox.right) list.scrollLeft += linkBox.left - listBox.left - 16;
  }, [pathname]);

  return (
    <nav aria-label="Admin sections" className="mt-8 border-b border-border">
      <ul ref={listRef} className="flex gap-1 overflow-x-auto">
        {adminTabs.map((tab) => (
          <li key={tab.value} className="shrink-0">
            <Link
              href={tab.href}
              aria-current={pathname === tab.href ? "page" : undefined}
              className="-mb-px block border-b-2 border-transparent px-4 py-3 text-sm font-medium text-muted-foreground hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-foreground"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
