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
import { nodeAnchor, readingOrder } from "../../lib/tools/payment-troubleshooter";
import { paymentSourceAnchor } from "./payment-troubleshooter";

const backupAnchor = (id: string) => `backup-${id}`;

export function TroubleshooterReference({ tree }: { tree: PaymentTroubleshooter }) {
  const sourceOrder = tree.sources.map((s) => s.id);
  const backups = new Map(tree.backups.map((b) => [b.id, b]));
  const order = readingOrder(tree);
  const titleOf = new Map(order.map((n) => [n.id, n.type === "question" ? n.question : n.title]));
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
      <Fold
        summary={`All ${order.filter((n) => n.type === "question").length} questions and ${order.filter((n) => n.type !== "question").length} fixes, as links`}
      >
        {order.map((n) => (
          <section
            key={n.id}
            id={nodeAnchor(n.id)}
            aria-labelledby={`${nodeAnchor(n.id)}-h`}
            className="mt-8 max-w-3xl scroll-mt-24 rounded-2xl border border-line bg-white p-5"
          >
            <h3 id={`${nodeAnchor(n.id)}-h`} className="text-xl">
              {n.type === "question" ? n.question : `Fix: ${n.title}`}
            </h3>
            {n.type === "question" ? (
              <ul className="mt-3 space-y-2">
                {n.answers.map((a) => (
                  <li key={a.next + a.label}>
                    <a href={`#${nodeAnchor(a.next)}`} className="text-link">
                      {a.label}
                    </a>
                    <span className="text-sm text-ink-muted"> → {titleOf.get(a.next)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <>
                <p className="mt-2 leading-relaxed text-ink-soft">
                  {n.cause}
                  <SourceRefs ids={n.sources} order={sourceOrder} anchor={paymentSourceAnchor} />
                </p>
                <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-ink-soft">
                  {n.steps.map((s, i) => (
                    <li key={i}>{s}</li>
                  ))}
                </ol>
                <p className="mt-3">
                  Guide:{" "}
                  <a href={n.link} className="text-link">
                    {n.linkLabel}
                  </a>
                </p>
                {n.backups.length > 0 && (
                  <p className="mt-1 text-ink-soft">
                    If that does not work:{" "}
                    {n.backups.map((b, i) => (
                      <span key={b}>
                        {i > 0 && ", "}
                        <a href={`#${backupAnchor(b)}`} className="text-link">
                          {backups.get(b)?.title.toLowerCase()}
                        </a>
                      </span>
                    ))}
                    .
                  </p>
                )}
              </>
            )}
            {n.id !== tree.start && (
              <p className="mt-3 text-sm">
                <a href={`#${nodeAnchor(tree.start)}`} className="text-ink-muted underline underline-offset-2">
                  Back to the first question
                </a>
              </p>
            )}
          </section>
        ))}
      </Fold>

      <h3 id="backups" className="mt-12 scroll-mt-24 text-2xl">
        Backup options
      </h3>
      <ul className="mt-3 max-w-3xl space-y-4">
        {tree.backups.map((b) => (
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
