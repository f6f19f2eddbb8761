import type { ComponentProps } from "react";
import { Input } from "./input";
import { Label } from "./label";

/** A field with its label, and below it its problem or, without one, its hint; the input is described by whichever shows. */
export function TextField({ id, label, problem, help, input }: { id: string; label: string; problem?: string; help?: string; input: ComponentProps<"input"> }) {
  const described = problem ? `${id}-error` : help ? `${id}-help` : undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input {...input} id={id} aria-invalid={problem ? true : undefined} aria-describedby={described} />
      {(problem ?? help) && (
        <p id={described} className={`mt-1 text-sm ${problem ? "text-danger" : "text-muted-foreground"}`}>
          {problem ?? help}
        </p>
      )}
    </div>
  );
}
