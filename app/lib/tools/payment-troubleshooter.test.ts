import { describe, expect, it } from "vitest";
import { paymentTroubleshooterSchema } from "../../content/schemas/payment-troubleshooter";
import { registry } from "../registry";
import { readingOrder, treeProblems, type Tree } from "./payment-troubleshooter";

const { datasets, pages } = registry();

const source = {
  id: "s",
  title: "A source",
  url: "https://render.alipay.com/",
  accessed: "2026-11-01",
};
const backup = { id: "cash", title: "Cash", text: "Notes are legal tender.", link: "/cash", linkLabel: "Cash" };
const fix = (id: string, extra: object = {}) => ({
  id,
  type: "fix",
  title: `Fix ${id}`,
  cause: "Why",
  steps: ["Do this"],
  link: "/how-to",
  linkLabel: "How to",
  backups: ["cash"],
  sources: ["s"],
  ...extra,
});
const question = (id: string, next: string[]) => ({
  id,
  type: "question",
  question: `Question ${id}?`,
  answers: next.map((n) => ({ label: `Go to ${n}`, next: n })),
});
const tree = (nodes: object[], start = "root") => ({
  reviewed: "2026-11-01",
  updated: "2026-11-01",
  sources: [source],
  backups: [backup],
  start,
  nodes,
});
const problemsOf = (data: object) => {
  const r = paymentTroubleshooterSchema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the tree schema", () => {
  it("accepts a sound tree", () => {
    expect(problemsOf(tree([question("root", ["a", "b"]), fix("a"), question("b", ["a", "c"]), fix("c")]))).toEqual([]);
  });
  it("refuses an answer that leads to no node", () => {
    expect(problemsOf(tree([question("root", ["a", "missing"]), fix("a")]))).toEqual([
      'nodes.0.answers.1.next: "missing" is not a node',
    ]);
  });
  it("refuses a start that is not a node", () => {
    expect(problemsOf(tree([question("root", ["a", "b"]), fix("a"), fix("b")], "begin"))).toContain(
      'start: start "begin" is not a node',
    );
  });
  it("refuses a cycle", () => {
    const problems = problemsOf(tree([question("root", ["a", "loop"]), fix("a"), question("loop", ["a", "root"])]));
    expect(problems).toEqual(["nodes.0.id: cycle: root > loop > root"]);
  });
  it("refuses a node no answer reaches, and two nodes with one id", () => {
    expect(problemsOf(tree([question("root", ["a", "b"]), fix("a"), fix("b"), fix("orphan")]))).toEqual([
      'nodes.3.id: no answer leads to "orphan" (unreachable)',
    ]);
    expect(problemsOf(tree([question("root", ["a", "b"]), fix("a"), fix("b"), fix("a")]))).toContain(
      'nodes.3.id: node id "a" is used twice',
    );
  });
  it("refuses a fix without steps or a link, and unknown backups or sources", () => {
    const problems = problemsOf(
      tree([
        question("root", ["a", "b"]),
        fix("a", { steps: [], link: undefined }),
        fix("b", { backups: ["taxi"], sources: ["rumour"] }),
      ]),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        "nodes.1.steps: a fix has at least one step",
        expect.stringMatching(/^nodes\.1\.link: /),
      ]),
    );
    const second = problemsOf(
      tree([question("root", ["a", "b"]), fix("a"), fix("b", { backups: ["taxi"], sources: ["rumour"] })]),
    );
    expect(second).toEqual(['nodes.2.sources.0: unknown source "rumour"', 'nodes.2.backups.0: unknown backup "taxi"']);
  });
});

describe("tree helpers", () => {
  const t: Tree = {
    start: "root",
    nodes: [fix("z"), question("b", ["z", "y"]), question("root", ["b", "y"]), fix("y")] as Tree["nodes"],
  };
  it("finds nothing wrong in a sound tree", () => expect(treeProblems(t)).toEqual([]));
  it("orders the nodes breadth-first from the start", () => {
    expect(readingOrder(t).map((n) => n.id)).toEqual(["root", "b", "y", "z"]);
  });
});

describe("the dataset", () => {
  const data = datasets["payment-troubleshooter"]!.data;
  it("reaches a fix with steps and a registered guide from every answer", () => {
    const paths = new Set(pages.map((p) => p.path));
    const fixes = data.nodes.filter((n) => n.type === "fix");
    expect(fixes.length).toBeGreaterThanOrEqual(8);
    for (const f of fixes) {
      expect(f.steps.length, f.id).toBeGreaterThan(0);
      expect(paths.has(f.link), `${f.id}: ${f.link}`).toBe(true);
    }
    for (const b of data.backups) expect(paths.has(b.link), b.id).toBe(true);
  });
  it("covers the symptoms visitors meet", () => {
    const first = data.nodes.find((n) => n.id === data.start);
    expect(first?.type).toBe("question");
    const labels = first?.type === "question" ? first.answers.map((a) => a.label).join("\n") : "";
    for (const symptom of [
      /card verification failed/i,
      /payment fails/i,
      /limit/i,
      /under review/i,
      /QR code/,
      /taxi/i,
    ])
      expect(labels).toMatch(symptom);
  });
});
