import type { GuideStep } from "@/fixed/guides";

/** The numbered steps of a set-up guide, with environment variables shown as code. */
export function GuideSteps({ steps }: { steps: GuideStep[] }) {
  return (
    <ol className="mt-10 space-y-6">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-border bg-card p-6">
          <h2 className="font-display text-xl font-bold">
            <span className="text-primary">Step {index + 1}.</span> {step.title}
          </h2>
          <p className="mt-2 leading-relaxed">{step.text}</p>
          {step.code ? (
            <pre className="mt-3 overflow-x-auto rounded-md bg-muted p-4 text-sm">
              <code>{step.code.join("\n")}</code>
            </pre>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
