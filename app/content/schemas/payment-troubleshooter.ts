import { z } from "zod";
import { today } from "../../lib/content/freshness";
import { treeProblems, type Backup, type TreeNode } from "../../lib/tools/payment-troubleshooter";
import { isoDate } from "./common";
import { factText as text } from "./fact-text";
import { datasetSource } from "./entry-rules";

/**
 * The payment troubleshooter's decision tree
 * (app/content/data/payment-troubleshooter.yaml): questions with answers that
 * lead to further questions or to fixes, each fix with its steps, the how-to
 * page that explains it, the backups that still work and the sources of its
 * facts. Refused: an answer that leads nowhere, a cycle, a node nobody
 * reaches, a fix without steps or a link. Links are checked against the
 * registered pages by the registry.
 */

const id = z.string().regex(/^[a-z0-9-]+$/, "expected lower-case letters, digits and hyphens");
const path = z.string().regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/, "expected a site path such as /how-to-use-didi-china");

const questionNode = z.strictObject({
  id,
  type: z.literal("question"),
  question: text,
  hint: text.optional(),
  answers: z.array(z.strictObject({ label: text, next: id })).min(2, "a question offers at least two answers"),
});

const fixNode = z.strictObject({
  id,
  type: z.literal("fix"),
  title: text,
  cause: text,
  steps: z.array(text).min(1, "a fix has at least one step"),
  link: path,
  linkLabel: text,
  backups: z.array(id).default([]),
  sources: z.array(id).default([]),
});

const backup = z.strictObject({ id, title: text, text, link: path, linkLabel: text, sources: z.array(id).default([]) });

export const paymentTroubleshooterSchema = z
  .strictObject({
    reviewed: isoDate.refine((d) => d <= today(), { error: (i) => `reviewed ${String(i.input)} is in the future` }),
    updated: isoDate,
    sources: z.array(datasetSource).min(1),
    start: id,
    backups: z.array(backup).min(1),
    nodes: z.array(z.discriminatedUnion("type", [questionNode, fixNode])).min(2),
  })
  .superRefine((d, ctx) => {
    for (const p of treeProblems(d)) ctx.addIssue({ code: "custom", path: p.path, message: p.message });
    const sources = new Set(d.sources.map((s) => s.id));
    const backups = new Set(d.backups.map((b) => b.id));
    const check = (ok: boolean, path: PropertyKey[], message: string) => {
      if (!ok) ctx.addIssue({ code: "custom", path, message });
    };
    d.backups.forEach((b, i) =>
      b.sources.forEach((s, j) => check(sources.has(s), ["backups", i, "sources", j], `unknown source "${s}"`)),
    );
    d.nodes.forEach((n, i) => {
      if (n.type !== "fix") return;
      n.sources.forEach((s, j) => check(sources.has(s), ["nodes", i, "sources", j], `unknown source "${s}"`));
      n.backups.forEach((b, j) => check(backups.has(b), ["nodes", i, "backups", j], `unknown backup "${b}"`));
    });
  });
export type PaymentTroubleshooter = z.infer<typeof paymentTroubleshooterSchema>;

// The browser code's types describe the same shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameNodes: Same<PaymentTroubleshooter["nodes"][number], TreeNode> = true;
const sameBackups: Same<PaymentTroubleshooter["backups"][number], Backup> = true;
void sameNodes;
void sameBackups;
