import type { ComponentProps } from "react";
import { controlClass, type Placement } from "./control-look";

export function Select({ inline, ...props }: ComponentProps<"select"> & Placement) {
  return <select {...props} className={controlClass(inline, props.className)} />;
}
