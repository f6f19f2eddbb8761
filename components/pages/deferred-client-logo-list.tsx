"use client";

import type { ComponentProps } from "react";
import { DeferredIsland } from "@/components/ui/deferred-island";

type ClientLogoListModule = typeof import("@/components/pages/client-logo-list");

// The client logos as a DeferredIsland (issue 68): the server's grid shows at once, and the code
// that listens for the logo managers' changes (and shows a name for a broken file) runs when the
// visitor comes near it, not while the page loads. The pattern of components/forms/deferred-forms.tsx.
/* eslint-disable @typescript-eslint/no-require-imports */
const serverClientLogoList = typeof window === "undefined" ? (require("@/components/pages/client-logo-list") as ClientLogoListModule).ClientLogoList : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */
const loadClientLogoList = () => import("@/components/pages/client-logo-list").then((module) => module.ClientLogoList);

export function DeferredClientLogoList(props: ComponentProps<ClientLogoListModule["ClientLogoList"]>) {
  return <DeferredIsland server={serverClientLogoList} load={loadClientLogoList} props={props} />;
}
