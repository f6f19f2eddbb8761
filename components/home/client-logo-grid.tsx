"use client";

import Image from "next/image";
import { useEffect, useState } from "react";
import { CLIENT_LOGOS_UPDATED_EVENT, clients } from "@/content/clients";

type Logo = { src: string; size: number };

const defaults: Logo[] = clients.map((client) => ({ src: client.logo, size: client.defaultSize }));

function readArray(key: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    return Array.isArray(value) ? value : null;
  } catch {
    return null; // a broken stored value keeps the defaults
  }
}

/** The defaults, overridden slot by slot by what the logo managers stored in this browser. */
function storedLogos(): Logo[] {
  const sources = readArray("clientLogos");
  const sizes = readArray("clientLogoSizes");
  return defaults.map((logo, index) => {
    const src = sources?.[index];
    const size = sizes?.[index];
    return {
      src: typeof src === "string" && src ? src : logo.src,
      size: typeof size === "number" && size >= 50 && size <= 200 ? size : logo.size,
    };
  });
}

export function ClientLogoGrid() {
  const [logos, setLogos] = useState(defaults);
  const [failed, setFailed] = useState<Set<string>>(() => new Set());

  useEffect(() => {
    const reload = () => {
      setFailed(new Set());
      setLogos(storedLogos());
    };
    reload();
    window.addEventListener(CLIENT_LOGOS_UPDATED_EVENT, reload);
    return () => window.removeEventListener(CLIENT_LOGOS_UPDATED_EVENT, reload);
  }, []);

  return (
    <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
      {clients.map((client, index) => {
        const logo = logos[index] ?? { src: client.logo, size: client.defaultSize };
        const broken = failed.has(logo.src);
        return (
          <li key={client.slug} data-testid={`client-${client.slug}`} className="flex h-24 items-center justify-center overflow-hidden rounded-lg border border-border bg-white p-3">
            {broken ? (
              <span className="text-center text-sm font-semibold text-stone-800">{client.name}</span>
            ) : (
              <Image
                key={logo.src}
                src={logo.src}
                alt={client.name}
                width={160}
                height={48}
                unoptimized
                loading="lazy"
                className="h-auto max-h-full max-w-full object-contain"
                style={{ width: `${logo.size * 0.6}%` }}
                onError={() => setFailed((current) => new Set(current).add(logo.src))}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
