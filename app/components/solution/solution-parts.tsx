/** The parts of a how-to page around its steps, in reading order. */
import { LinkCards } from "../content/link-cards";
import { AnswerBox, DarkOffer } from "../content/page-frame";
import { Icon } from "../icon";
import { Prose } from "../prose";
import { Quote } from "../quote";
import type { Solution } from "../../content/schemas/solution";
import { GUIDE } from "../../lib/product";

const anchors = [
  { id: "quick-solution", label: "Quick solution" },
  { id: "step-by-step", label: "Step by step" },
  { id: "troubleshooting", label: "Troubleshooting" },
  { id: "related", label: "Related" },
] as const;

/** The answer first: a reader with a failing payment wants it before the background. */
export function QuickSolution({ solution: s }: { solution: Solution }) {
  return (
    <AnswerBox
      id="quick-solution"
      heading="Quick solution"
      summary={s.quickSolution.tldr}
      points={s.quickSolution.keyPoints}
      className="mt-8 scroll-mt-24"
    />
  );
}

export function OnThisPage() {
  return (
    <nav aria-label="On this page" className="mt-6 flex flex-wrap gap-2">
      {anchors.map((a) => (
        <a
          key={a.id}
          href={`#${a.id}`}
          className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink-soft no-underline hover:border-trust/40 hover:text-trust"
        >
          {a.label}
        </a>
      ))}
    </nav>
  );
}

/** The problem, then the trip log's experience of it. */
export function Background({ solution: s }: { solution: Solution }) {
  return (
    <>
      <section aria-labelledby="problem-h" className="mt-10">
        <h2 id="problem-h" data-pagefind-ignore className="text-2xl">
          The problem
        </h2>
        {s.problem.map((p, i) => (
          <p key={i} className="mt-3">
            <Prose value={p} />
          </p>
        ))}
      </section>

      <section aria-labelledby="experience-h" className="mt-8">
        <h2 id="experience-h" data-pagefind-ignore className="text-2xl">
          My Experience
        </h2>
        <Quote attribution="From our 14-day trip, September 2025">
          <Prose value={s.personalAnecdote} />
        </Quote>
      </section>
    </>
  );
}

export function Troubleshooting({ solution: s }: { solution: Solution }) {
  return (
    <section id="troubleshooting" aria-labelledby="troubleshooting-h" className="mt-14 scroll-mt-24">
      <h2 id="troubleshooting-h" data-pagefind-ignore className="text-3xl">
        Troubleshooting
      </h2>
      <dl className="mt-6 space-y-4">
        {s.troubleshooting.map((t) => (
          <div key={t.issue} className="rounded-2xl border border-line bg-white p-5">
            <dt className="flex gap-2.5 font-semibold text-ink">
              <Icon name="circle-alert" className="mt-1 size-4 shrink-0 text-buy" /> {t.issue}
            </dt>
            <Prose as="dd" className="mt-2 pl-6.5" value={t.solution} />
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The related how-tos, then the complete guide's offer. */
export function SolutionEnd({ solution: s }: { solution: Solution }) {
  return (
    <>
      <section id="related" aria-labelledby="related-h" data-pagefind-ignore className="mt-14 scroll-mt-24">
        <h2 id="related-h" className="text-3xl">
          Related solutions
        </h2>
        <div className="mt-6">
          <LinkCards links={s.relatedSolutions} />
        </div>
      </section>

      <DarkOffer
        id="solution-cta-h"
        tone="ink"
        placement={`problem_solution_bottom_${s.slug}`}
        heading={<>Fix this and {GUIDE.problemSolutions - 1} other problems before they happen</>}
      >
        The complete guide walks you through payments, data, transport and hotels in the order you need them, with 20+
        city guides.
      </DarkOffer>
    </>
  );
}
