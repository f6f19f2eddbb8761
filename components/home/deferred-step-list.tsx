"use client";

import type { ComponentProps } from "react";
import { DeferredIsland } from "@/components/ui/deferred-island";

type StepListModule = typeof import("@/components/home/step-list");

// The reviews' Load More as a DeferredIsland (issue 68): the server's list and button show at once,
// and the code that makes the button work runs when the visitor comes near it or presses it, not
// while the page loads. The pattern of components/forms/deferred-forms.tsx.
/* eslint-disable @typescript-eslint/no-require-imports */
const serverStepList = typeof window === "undefined" ? (require("@/components/home/step-list") as StepListModule).StepList : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */
const loadStepList = () => import("@/components/home/step-list").then((module) => module.StepList);

export function DeferredStepList(props: ComponentProps<StepListModule["StepList"]>) {
  return <DeferredIsland server={serverStepList} load={loadStepList} props={props} />;
}
