/**
 * YAML with line numbers (eemeli/yaml's LineCounter), for YAML records and
 * Markdown frontmatter: parse, and find the line of any field by its path.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, visit, type Node, type ScalarTag } from "yaml";
import { factById, rawFact } from "./facts";

/** `!fact topic.id`: the value of a fact of the facts collection, where a dataset needs the figure itself. */
const factTag: ScalarTag = { tag: "!fact", resolve: (id) => id };

export interface ParsedYaml {
  value: unknown;
  /** Problems of the YAML itself, with their line (already offset). */
  problems: { line: number; message: string }[];
  /**
   * The file line of the field at `path` (the key's line). With `innerLine`,
   * the line inside that field's text (a Markdown problem in a prose field).
   */
  locate(path: readonly PropertyKey[], innerLine?: number, offset?: number): number;
}

/** Parses YAML that starts at line `firstLine` of its file. */
export function parseYaml(source: string, firstLine = 1): ParsedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, uniqueKeys: true, customTags: [factTag] });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const problems = [...doc.errors, ...doc.warnings].map((e) => ({
    line: lineAt(e.pos[0]),
    message: e.message.split("\n")[0] ?? e.code,
  }));
  visit(doc, {
    Scalar(_, node) {
      if (node.tag !== factTag.tag) return;
      const fact = factById(String(node.value));
      if (fact) node.value = rawFact(fact);
      else problems.push({ line: lineAt(node.range?.[0] ?? 0), message: `unknown fact "${String(node.value)}"` });
    },
  });

  /** The physical line of `offset` inside a folded block scalar's value (each line break folds to one space). */
  function foldedLine(node: Scalar, offset: number): number {
    const [start = 0, end = 0] = node.range ?? [];
    const lines = source.slice(start, end).split("\n").slice(1);
    let seen = 0;
    for (let i = 0; i < lines.length; i++) {
      seen += lines[i]!.trim().length + 1;
      if (offset < seen) return lineAt(start) + 1 + i;
    }
    return lineAt(start) + 1;
  }

  function locate(path: readonly PropertyKey[], innerLine?: number, offset?: number): number {
    let node: unknown = doc.contents;
    let line = firstLine;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
        if (!pair) break;
        line = lineAt((pair.key as Node).range?.[0] ?? 0);
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(key)] as Node | undefined;
        if (!item) break;
        line = lineAt(item.range?.[0] ?? 0);
        node = item;
      } else break;
    }
    if (innerLine === undefined) return line;
    // A folded block joins its lines, so only a literal block keeps Markdown's line numbers.
    if (isScalar(node) && node.type === Scalar.BLOCK_FOLDED && offset !== undefined) return foldedLine(node, offset);
    if (isScalar(node) && (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL))
      return lineAt(node.range?.[0] ?? 0) + (node.type === Scalar.BLOCK_LITERAL ? innerLine : 1);
    return line + innerLine - 1;
  }

  return { value: doc.errors.length ? undefined : doc.toJS(), problems, locate };
}
