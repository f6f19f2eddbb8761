import type { ComponentProps } from "react";
import { controlClass, type Placement } from "./control-look";

export function Textarea({ inline, ...props }: ComponentProps<"textarea"> & Placement) {
  return <textarea {...props} className={controlClass(inline, `py-2 ${props.className ?? ""}`)} />;
}
