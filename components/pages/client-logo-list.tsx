"use client";

import { useEffect, useState } from "react";
import { clients } from "@/fixed/clients";
import { onClientLogosUpdated } from "@/lib/browser/client-logos-announce";
import { getJson } from "@/lib/browser/fetch";
import type { PublicClientLogo } from "@/lib/validation/client-logos";
import { ClientLogo } from "./client-logo";

/**
 * The client logos shown (the slots the band did not hide) as the server rendered them, with their
 * stored images and sizes; an open page reloads them from GET /api/client-logos when the logo
 * managers announce a change.
 */
export function ClientLogoList({ initial }: { initial: PublicClientLogo[] }) {
  const [logos, setLogos] = useState(initial);

  useEffect(
    () =>
      onClientLogosUpdated(() => {
        getJson<PublicClientLogo[]>("/api/client-logos")
          .then((fresh) => {
            if (Array.isArray(fresh) && fresh.length <= clients.length) setLogos(fresh);
          })
          .catch(() => undefined); // the logos on show stay
      }),
    [],
  );

  return (
    <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
      {logos.map((logo) => {
        const client = clients[logo.slot - 1];
        if (!client) return null;
        return (
          <li
            key={client.slug}
            data-testid={`client-${client.slug}`}
            className="flex h-24 items-center justify-center overflow-hidden rounded-xl border border-border bg-white p-3"
          >
            <ClientLogo name={client.name} src={logo.imageUrl} sizePercent={logo.sizePercent} />
          </li>
        );
      })}
    </ul>
  );
}
