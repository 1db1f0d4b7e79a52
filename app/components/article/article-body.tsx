/** An article's text: the quick answer, its contents, its sections and its questions. */
import { Accordion } from "../accordion";
import { AnswerBox } from "../content/page-frame";
import { Prose } from "../prose";
import { Divider } from "../ui";
import type { Article } from "../../content/schemas/article";

export interface Jump {
  id: string;
  title: string;
}

/** The places a reader can jump to: the quick answer, each section, the questions. */
export const jumpsOf = (record: Article): Jump[] => [
  { id: "quick-answer", title: "Quick answer" },
  ...record.body.sections.map((s) => ({ id: s.id, title: s.title })),
  ...(record.faqs?.length ? [{ id: "faq", title: "FAQ" }] : []),
];

export function QuickAnswer({ record }: { record: Article }) {
  return (
    <AnswerBox
      id="quick-answer"
      heading="Quick Answer"
      icon="zap"
      summary={record.quickAnswer.summary}
      points={record.quickAnswer.points}
      className="scroll-mt-24"
    />
  );
}

export function Contents({ jumps }: { jumps: readonly Jump[] }) {
  return (
    <nav aria-label="Table of contents" className="mt-8 rounded-2xl border border-line bg-white p-6">
      <p className="font-serif text-lg font-semibold text-ink">In this guide</p>
      <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {jumps.map((j, i) => (
          <li key={j.id}>
            <a href={`#${j.id}`} className="inline-flex min-h-9 items-center text-[0.98rem]">
              {i + 1}. {j.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The body's sections, as the Markdown pipeline rendered them. */
export function Sections({ record }: { record: Article }) {
  return record.body.sections.map((s) => (
    <div key={s.id}>
      <Divider />
      <section id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-24">
        <h2 id={`${s.id}-h`} className="text-[1.75rem] leading-tight sm:text-3xl">
          {s.title}
        </h2>
        <Prose as="div" value={s} />
      </section>
    </div>
  ));
}

export function Faqs({ record, slug }: { record: Article; slug: string }) {
  if (!record.faqs || record.faqs.length === 0) return null;
  return (
    <>
      <Divider />
      <section id="faq" aria-labelledby="faq-h" className="scroll-mt-24">
        <h2 id="faq-h" data-pagefind-ignore className="mb-6 text-[1.75rem] leading-tight sm:text-3xl">
          Frequently asked questions
        </h2>
        <Accordion
          group={`faq-${slug}`}
          items={record.faqs.map((f) => ({ question: f.question, answer: <Prose value={f.answer} /> }))}
        />
      </section>
    </>
  );
}
