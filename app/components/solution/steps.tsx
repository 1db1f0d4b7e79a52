import { Icon } from "../icon";
import { Prose } from "../prose";
import type { Solution } from "../../content/schemas/solution";

type Step = Solution["stepByStep"][number];

function StepCard({ step, index }: { step: Step; index: number }) {
  return (
    <li
      id={`step-${index + 1}`}
      className="relative scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-white p-6 pl-16 sm:pl-20"
    >
      <span
        aria-hidden="true"
        data-pagefind-ignore
        className="absolute top-6 left-5 flex size-9 items-center justify-center rounded-full bg-trust font-semibold text-white sm:left-6"
      >
        {step.step}
      </span>
      <h3 className="text-xl leading-snug">
        <span data-pagefind-ignore className="sr-only">
          Step {step.step}:{" "}
        </span>
        {step.title}
      </h3>
      <Prose as="p" className="mt-2" value={step.description} />
      {step.tips && step.tips.length > 0 && (
        <ul className="mt-4 space-y-2 rounded-xl bg-gold-soft/60 p-4 text-[0.97rem]">
          {step.tips.map((t, j) => (
            <li key={j} className="flex gap-2.5">
              <Icon name="lightbulb" className="mt-1 size-4 shrink-0 text-gold" />
              <Prose as="span" value={t} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The numbered steps, each with its tips; `#step-N` links to one. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <section id="step-by-step" aria-labelledby="step-by-step-h" className="mt-14 scroll-mt-24">
      <h2 id="step-by-step-h" data-pagefind-ignore className="text-3xl">
        Step-by-step guide
      </h2>
      <ol className="mt-6 space-y-6">
        {steps.map((step, i) => (
          <StepCard key={step.step} step={step} index={i} />
        ))}
      </ol>
    </section>
  );
}
