"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import type { Role } from "@/lib/common/roles";
import { tabsFor } from "./admin-tabs";

const linkLook = "text-sm font-medium text-muted-foreground hover:text-foreground aria-[current=page]:text-foreground";

/**
 * The admin sections the person's role opens, as links, the current one marked with aria-current. On a phone they are a
 * disclosure menu (native <details>: keyboard and screen readers need nothing more) naming the
 * current section; from 640 px the tabs wrap onto as many rows as they need, so none is hidden.
 */
export function AdminTabBar({ role }: { role: Role }) {
  const pathname = usePathname().replace(/\/+$/, "") || "/";
  const tabs = tabsFor(role);
  const current = tabs.find((tab) => tab.href === pathname);
  const menu = useRef<HTMLDetailsElement>(null);
  const shownFor = useRef(pathname);

  // A section chosen from the menu closes it (only on a change: a menu opened before hydration stays open).
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  const links = (className: string) =>
    tabs.map((tab) => (
      <li key={tab.value} className="shrink-0">
        <Link href={tab.href} aria-current={pathname === tab.href ? "page" : undefined} className={`${linkLook} ${className}`}>
          {tab.label}
        </Link>
      </li>
    ));

  return (
    <nav aria-label="Admin sections" className="mt-8 border-b border-border">
      <details ref={menu} className="group sm:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-md border border-border px-3 py-2 font-medium [&::-webkit-details-marker]:hidden">
          <span>
            <span className="text-muted-foreground">Section: </span>
            {current?.label ?? "Admin"}
          </span>
          <span aria-hidden="true" className="transition group-open:rotate-180">
            ▾
          </span>
        </summary>
        <ul className="py-2">{links("flex min-h-11 items-center rounded-md px-3 aria-[current=page]:bg-muted aria-[current=page]:font-semibold")}</ul>
      </details>
      <ul className="hidden flex-wrap gap-x-1 sm:flex">{links("-mb-px block border-b-2 border-transparent px-4 py-3 aria-[current=page]:border-primary")}</ul>
    </nav>
  );
}
