/**
 * The payment troubleshooter (/tools/payment-troubleshooter): one question at
 * a time from the symptom to a fix (app/lib/tools/payment-troubleshooter.ts),
 * with the path so far, Back and Start over. Focus moves to each new question
 * or fix, and a live region reads it out. Rendered at build time and hydrated
 * as the page's React island; without JavaScript the buttons stay disabled and
 * the whole tree below it (troubleshooter-reference.tsx) works with links.
 */
import { startTransition, useEffect, useId, useMemo, useRef, useState } from "react";
import { formatDate } from "../../lib/dates";
import type { Backup, FixNode, QuestionNode, TreeNode } from "../../lib/tools/payment-troubleshooter";
import { focusAfterPaint, useHydrated, useRevealed } from "./island";

export interface PaymentTroubleshooterProps {
  start: string;
  nodes: TreeNode[];
  backups: Backup[];
  /** The ids of the tree's sources, in the order the page lists them. */
  sourceIds: string[];
  reviewed: string;
}

/** The id of each source in the page's list, for links from the fixes. */
export const paymentSourceAnchor = (id: string) => `payment-source-${id}`;

interface Step {
  node: string;
  /** The answer chosen at this node, when the reader went on from it. */
  answer?: string;
}

function Fix({
  fix,
  backups,
  sourceIndex,
}: {
  fix: FixNode;
  backups: Map<string, Backup>;
  sourceIndex: Map<string, number>;
}) {
  // A piece a frame: the cause, steps and guide, then the backups and sources.
  const more = useRevealed(2) === 2;
  return (
    <>
      <p className="mt-3 text-lg leading-relaxed text-ink-soft">{fix.cause}</p>
      <h3 className="mt-6 text-xl">What to do</h3>
      <ol className="mt-3 space-y-3">
        {fix.steps.map((s, i) => (
          <li key={i} className="flex gap-3 leading-relaxed">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-trust text-sm font-semibold text-white"
            >
              {i + 1}
            </span>
            <span className="pt-0.5">{s}</span>
          </li>
        ))}
      </ol>
      <p className="mt-5">
        <a
          href={fix.link}
          className="inline-flex min-h-12 items-center rounded-2xl bg-trust px-5 py-2.5 font-semibold text-white hover:bg-trust-deep"
        >
          Read the guide: {fix.linkLabel}
        </a>
      </p>
      {more && fix.backups.length > 0 && (
        <>
          <h3 className="mt-8 text-xl">If that does not work</h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {fix.backups.map((id) => {
              const b = backups.get(id);
              if (!b) return null;
              return (
                <li key={id} className="rounded-xl border border-line bg-paper p-4">
                  <p className="font-semibold text-ink">{b.title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-ink-soft">{b.text}</p>
                  <p className="mt-2 text-sm">
                    <a href={b.link} className="font-semibold text-trust underline underline-offset-4">
                      {b.linkLabel}
                    </a>
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {more && fix.sources.length > 0 && (
        <p className="mt-5 text-sm text-ink-muted">
          Sources:{" "}
          {fix.sources.map((s, i) => (
            <span key={s}>
              {i > 0 && ", "}
              <a href={`#${paymentSourceAnchor(s)}`} className="underline underline-offset-2">
                {sourceIndex.get(s)}
              </a>
            </span>
          ))}
        </p>
      )}
    </>
  );
}

const secondary =
  "min-h-11 rounded-full border border-line bg-white px-4 font-semibold text-ink hover:border-trust disabled:opacity-50";

const titleOf = (n: TreeNode) => (n.type === "question" ? n.question : n.title);

/** The questions answered so far, each with the answer chosen. */
function AnswerTrail({ answered, byId }: { answered: Step[]; byId: Map<string, TreeNode> }) {
  return (
    <nav aria-label="Your answers so far" className="mb-4 border-l-4 border-trust/30 pl-3">
      <ol className="space-y-1 text-sm text-ink-soft">
        {answered.map((s) => (
          <li key={s.node}>
            <span className="text-ink-muted">{titleOf(byId.get(s.node)!)}</span>{" "}
            <strong className="font-semibold text-ink">{s.answer}</strong>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Back one question, or back to the first. */
function TrailControls({ back, restart }: { back: () => void; restart: () => void }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <button type="button" className={secondary} onClick={back}>
        ← Back
      </button>
      <button type="button" className={secondary} onClick={restart}>
        Start over
      </button>
    </div>
  );
}

/** A question's hint and its answers, one button each (disabled until the page is hydrated). */
function Answers({
  question,
  ready,
  choose,
}: {
  question: QuestionNode;
  ready: boolean;
  choose: (label: string, next: string) => void;
}) {
  return (
    <>
      {question.hint && <p className="mt-2 text-ink-soft">{question.hint}</p>}
      <ul className="mt-5 grid gap-3">
        {question.answers.map((a) => (
          <li key={a.next + a.label}>
            <button
              type="button"
              disabled={!ready}
              onClick={() => choose(a.label, a.next)}
              className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl border border-line bg-white px-4 py-3 text-left font-semibold text-ink hover:border-trust hover:bg-trust-soft disabled:opacity-60"
            >
              {a.label}
              <span aria-hidden="true" className="text-trust">
                →
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export function PaymentTroubleshooter({ start, nodes, backups, sourceIds, reviewed }: PaymentTroubleshooterProps) {
  const ready = useHydrated();
  const id = useId();
  const byId = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes]);
  const backupsById = useMemo(() => new Map(backups.map((b) => [b.id, b])), [backups]);
  const sourceIndex = useMemo(() => new Map(sourceIds.map((s, i) => [s, i + 1])), [sourceIds]);
  const [trail, setTrail] = useState<Step[]>([{ node: start }]);
  const [moved, setMoved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const current = byId.get(trail.at(-1)!.node)!;
  const answered = trail.slice(0, -1);

  // Focus follows the reader to each new question or fix, never on the first render.
  useEffect(() => {
    if (moved) focusAfterPaint(() => heading.current);
  }, [trail, moved]);

  // Each move redraws the step: React renders it as a transition, after the tap's own task, so the
  // browser answers the tap first and lays out the new step in a frame of its own.
  const go = (to: (t: Step[]) => Step[]) =>
    startTransition(() => {
      setTrail(to);
      setMoved(true);
    });
  const choose = (label: string, next: string) =>
    go((t) => [...t.slice(0, -1), { ...t.at(-1)!, answer: label }, { node: next }]);
  const back = () => go((t) => (t.length > 1 ? [...t.slice(0, -2), { node: t.at(-2)!.node }] : t));
  const restart = () => go(() => [{ node: start }]);
  const title = titleOf(current);

  return (
    <div data-troubleshooter data-ready={ready || undefined}>
      {answered.length > 0 && <AnswerTrail answered={answered} byId={byId} />}
      {answered.length > 0 && <TrailControls back={back} restart={restart} />}
      <section aria-labelledby={`${id}-h`} data-node={current.id}>
        <p className="text-sm font-semibold tracking-wide text-trust-deep uppercase">
          {current.type === "question" ? `Question ${answered.length + 1}` : "The fix"}
        </p>
        <h2 id={`${id}-h`} ref={heading} tabIndex={-1} className="mt-1 text-3xl leading-tight">
          {title}
        </h2>
        {current.type === "question" ? (
          <Answers question={current} ready={ready} choose={choose} />
        ) : (
          <Fix key={current.id} fix={current} backups={backupsById} sourceIndex={sourceIndex} />
        )}
      </section>

      <p className="mt-6 text-sm text-ink-muted">Fixes as checked on {formatDate(reviewed)}.</p>

      <p aria-live="polite" className="sr-only">
        {moved ? `${current.type === "question" ? "Question" : "Fix"}: ${title}` : ""}
      </p>
    </div>
  );
}
