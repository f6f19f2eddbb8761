"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { adminTabs } from "./admin-tabs";

/** The admin sections as links, the current one marked with aria-current (and the old tab look). */
export function AdminTabBar() {
  const pathname = usePathname().replace(/\/+$/, "") || "/";
  return (
    <nav aria-label="Admin sections" className="mt-8 border-b border-border">
      <ul className="flex gap-1 overflow-x-auto">
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
