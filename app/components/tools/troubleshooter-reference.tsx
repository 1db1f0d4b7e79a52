/**
 * The whole payment troubleshooter as linked sections: each question lists its
 * answers as links to the next question or fix, each fix its steps, guide and
 * backups. The troubleshooter's reduced form without JavaScript (fully usable
 * by following links), and the place the fixes' source links point to.
 */
import { SourceRefs } from "./source-refs";
import { FoldedSourceItems } from "../content/page-facts";
import type { PaymentTroubleshooter } from "../../content/schemas/payment-troubleshooter";
import { formatDate } from "../../lib/dates";
import { Fold } from "../fold";
import {
  nodeAnchor,
  readingOrder,
  type FixNode,
  type QuestionNode,
  type TreeNode,
} from "../../lib/tools/payment-troubleshooter";
import { paymentSourceAnchor } from "./payment-troubleshooter";

const backupAnchor = (id: string) => `backup-${id}`;

/** What each section looks up: the first question, the sources' order, the backups, each node's title. */
interface TreeIndex {
  start: string;
  sourceOrder: string[];
  backups: Map<string, PaymentTroubleshooter["backups"][number]>;
  titleOf: Map<string, string>;
}

function indexTree(tree: PaymentTroubleshooter, order: TreeNode[]): TreeIndex {
  return {
    start: tree.start,
    sourceOrder: tree.sources.map((s) => s.id),
    backups: new Map(tree.backups.map((b) => [b.id, b])),
    titleOf: new Map(order.map((n) => [n.id, n.type === "question" ? n.question : n.title])),
  };
}

/** A question's answers, each a link to the question or fix it leads to, with that one's title. */
function AnswerLinks({ node, index }: { node: QuestionNode; index: TreeIndex }) {
  return (
    <ul className="mt-3 space-y-2">
      {node.answers.map((a) => (
        <li key={a.next + a.label}>
          <a href={`#${nodeAnchor(a.next)}`} className="text-link">
            {a.label}
          </a>
          <span className="text-sm text-ink-muted"> → {index.titleOf.get(a.next)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A fix: its cause (with sources), its steps, its guide, and the backups that still work. */
function FixText({ fix, index }: { fix: FixNode; index: TreeIndex }) {
  return (
    <>
      <p className="mt-2 leading-relaxed text-ink-soft">
        {fix.cause}
        <SourceRefs ids={fix.sources} order={index.sourceOrder} anchor={paymentSourceAnchor} />
      </p>
      <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-ink-soft">
        {fix.steps.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ol>
      <p className="mt-3">
        Guide:{" "}
        <a href={fix.link} className="text-link">
          {fix.linkLabel}
        </a>
      </p>
      {fix.backups.length > 0 && (
        <p className="mt-1 text-ink-soft">
          If that does not work:{" "}
          {fix.backups.map((b, i) => (
            <span key={b}>
              {i > 0 && ", "}
              <a href={`#${backupAnchor(b)}`} className="text-link">
                {index.backups.get(b)?.title.toLowerCase()}
              </a>
            </span>
          ))}
          .
        </p>
      )}
    </>
  );
}

/** One question or fix as a section of its own, the target of the links that lead to it. */
function NodeSection({ node, index }: { node: TreeNode; index: TreeIndex }) {
  const anchor = nodeAnchor(node.id);
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-h`}
      className="mt-8 max-w-3xl scroll-mt-24 rounded-2xl border border-line bg-white p-5"
    >
      <h3 id={`${anchor}-h`} className="text-xl">
        {node.type === "question" ? node.question : `Fix: ${node.title}`}
      </h3>
      {node.type === "question" ? <AnswerLinks node={node} index={index} /> : <FixText fix={node} index={index} />}
      {node.id !== index.start && (
        <p className="mt-3 text-sm">
          <a href={`#${nodeAnchor(index.start)}`} className="text-ink-muted underline underline-offset-2">
            Back to the first question
          </a>
        </p>
      )}
    </section>
  );
}

/** The backup options the fixes link to, each with its sources and guide. */
function BackupList({ backups, sourceOrder }: { backups: PaymentTroubleshooter["backups"]; sourceOrder: string[] }) {
  return (
    <ul className="mt-3 max-w-3xl space-y-4">
      {backups.map((b) => (
        <li key={b.id} id={backupAnchor(b.id)} className="scroll-mt-24">
          <p className="font-semibold text-ink">{b.title}</p>
          <p className="leading-relaxed text-ink-soft">
            {b.text}
            <SourceRefs ids={b.sources} order={sourceOrder} anchor={paymentSourceAnchor} />
          </p>
          <p className="mt-2 text-sm">
            <a href={b.link} className="text-link inline-flex min-h-6 items-center">
              {b.linkLabel}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function TroubleshooterReference({ tree }: { tree: PaymentTroubleshooter }) {
  const order = readingOrder(tree);
  const index = indexTree(tree, order);
  const questionCount = order.filter((n) => n.type === "question").length;
  return (
    <section id="every-fix" aria-labelledby="every-fix-h" className="mt-14 scroll-mt-24">
      <h2 id="every-fix-h" className="text-3xl">
        Every question and fix
      </h2>
      <p className="mt-3 max-w-3xl text-ink-soft">
        The same troubleshooter as links, to read without JavaScript or all at once: open it, start at the first
        question and follow your answer. Checked on {formatDate(tree.reviewed)}; numbers in brackets point to the
        sources at the end.
      </p>
      <Fold summary={`All ${questionCount} questions and ${order.length - questionCount} fixes, as links`}>
        {order.map((n) => (
          <NodeSection key={n.id} node={n} index={index} />
        ))}
      </Fold>

      <h3 id="backups" className="mt-12 scroll-mt-24 text-2xl">
        Backup options
      </h3>
      <BackupList backups={tree.backups} sourceOrder={index.sourceOrder} />

      <h3 id="payment-sources" className="mt-10 scroll-mt-24 text-2xl">
        Sources of the fixes
      </h3>
      <p className="mt-2 max-w-3xl text-sm text-ink-muted">
        Government guidance and the wallets&apos; own announcements where they exist; a few facts rest on news reports,
        reprints or a private guide, as each entry says.
      </p>
      <FoldedSourceItems sources={tree.sources} anchor={paymentSourceAnchor} />
    </section>
  );
}
