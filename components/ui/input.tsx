import type { ComponentProps } from "react";
import { controlClass, type Placement } from "./control-look";

export function Input({ inline, ...props }: ComponentProps<"input"> & Placement) {
  return <input {...props} className={controlClass(inline, props.className)} />;
}
