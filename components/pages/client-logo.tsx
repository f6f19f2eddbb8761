"use client";

import Image from "next/image";
import { useState } from "react";
import type { Client } from "@/content/clients";

/** One client logo; if the file is missing or broken, the organisation's name shows instead. */
export function ClientLogo({ client }: { client: Pick<Client, "name" | "logo"> }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="text-center text-sm font-semibold text-stone-700">{client.name}</span>;
  return <Image src={client.logo} alt={client.name} width={160} height={64} className="h-12 w-auto object-contain" onError={() => setFailed(true)} />;
}
