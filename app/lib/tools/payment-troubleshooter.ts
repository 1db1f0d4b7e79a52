/**
 * The payment troubleshooter (/tools/payment-troubleshooter): a decision tree
 * from a symptom to a fix. Browser-safe: the tree
 * (app/content/data/payment-troubleshooter.yaml) is validated at build time
 * with `treeProblems` and reaches the browser as plain data.
 */

export interface TreeAnswer {
  label: string;
  /** The id of the node this answer leads to. */
  next: string;
}

export interface QuestionNode {
  id: string;
  type: "question";
  question: string;
  /** A line under the question that helps the reader choose. */
  hint?: string;
  answers: TreeAnswer[];
}

export interface FixNode {
  id: string;
  type: "fix";
  title: string;
  /** What is most likely going on, in one or two sentences. */
  cause: string;
  steps: string[];
  /** The how-to page that explains the fix. */
  link: string;
  linkLabel: string;
  /** Ids of the backup options that still work in this situation, best first. */
  backups: string[];
  sources: string[];
}

export type TreeNode = QuestionNode | FixNode;

export interface Backup {
  id: string;
  title: string;
  text: string;
  link: string;
  linkLabel: string;
  sources: string[];
}

export interface Tree {
  start: string;
  nodes: TreeNode[];
}

export interface TreeProblem {
  path: (string | number)[];
  message: string;
}

/**
 * What makes a tree unusable: two nodes with one id, an answer (or the start)
 * pointing at no node, a node no path reaches, and a cycle (a reader could
 * click forever and never reach a fix).
 */
export function treeProblems(tree: Tree): TreeProblem[] {
  const problems: TreeProblem[] = [];
  const byId = new Map<string, number>();
  tree.nodes.forEach((n, i) => {
    if (byId.has(n.id)) problems.push({ path: ["nodes", i, "id"], message: `node id "${n.id}" is used twice` });
    else byId.set(n.id, i);
  });
  if (!byId.has(tree.start)) problems.push({ path: ["start"], message: `start "${tree.start}" is not a node` });
  tree.nodes.forEach((n, i) => {
    if (n.type !== "question") return;
    n.answers.forEach((a, j) => {
      if (!byId.has(a.next))
        problems.push({ path: ["nodes", i, "answers", j, "next"], message: `"${a.next}" is not a node` });
    });
  });
  if (problems.length) return problems;

  // Depth-first from the start: a node met again while still on the path is a cycle.
  const state = new Map<string, "open" | "done">();
  const visit = (id: string, trail: string[]) => {
    const s = state.get(id);
    if (s === "done") return;
    if (s === "open") {
      const i = byId.get(id)!;
      problems.push({
        path: ["nodes", i, "id"],
        message: `cycle: ${[...trail.slice(trail.indexOf(id)), id].join(" > ")}`,
      });
      return;
    }
    state.set(id, "open");
    const node = tree.nodes[byId.get(id)!]!;
    if (node.type === "question") for (const a of node.answers) visit(a.next, [...trail, id]);
    state.set(id, "done");
  };
  visit(tree.start, []);
  tree.nodes.forEach((n, i) => {
    if (!state.has(n.id))
      problems.push({ path: ["nodes", i, "id"], message: `no answer leads to "${n.id}" (unreachable)` });
  });
  return problems;
}

/** The nodes in reading order: breadth-first from the start, so each question comes before its answers' nodes. */
export function readingOrder(tree: Tree): TreeNode[] {
  const byId = new Map(tree.nodes.map((n) => [n.id, n]));
  const seen = new Set([tree.start]);
  const queue = [tree.start];
  const out: TreeNode[] = [];
  while (queue.length) {
    const node = byId.get(queue.shift()!);
    if (!node) continue;
    out.push(node);
    if (node.type === "question")
      for (const a of node.answers)
        if (!seen.has(a.next)) {
          seen.add(a.next);
          queue.push(a.next);
        }
  }
  return out;
}

/** The anchor of a node in the list that works without JavaScript. */
export const nodeAnchor = (id: string) => `tree-${id}`;
