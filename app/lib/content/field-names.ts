/**
 * "Did you mean": the field names a schema takes at a place in a document, and the one nearest to a
 * misspelt name. The loader (./load.ts) adds the suggestion to an unknown field's problem
 * (`pinyinn: unknown field; did you mean pinyin?`).
 */
import type { z } from "zod";

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The object schemas `schema` can be at the top, through wrappers, pipes, unions and intersections. */
function objectsOf(schema: unknown, depth = 0): Record<string, unknown>[] {
  if (depth > 12) return [];
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return [def.shape as Record<string, unknown>];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return objectsOf(def.innerType, depth + 1);
    case "pipe":
      return objectsOf(def.in, depth + 1);
    case "lazy":
      return objectsOf((def.getter as () => unknown)(), depth + 1);
    case "union":
      return (def.options as unknown[]).flatMap((o) => objectsOf(o, depth + 1));
    case "intersection":
      return [...objectsOf(def.left, depth + 1), ...objectsOf(def.right, depth + 1)];
    default:
      return [];
  }
}

/** The schemas `schema` holds under `key` (a field of an object, an item of a list, a value of a record). */
function childrenOf(schema: unknown, key: PropertyKey, depth = 0): unknown[] {
  if (depth > 12) return [];
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      const child = (def.shape as Record<string, unknown>)[String(key)];
      return child ? [child] : [];
    }
    case "array":
      return [def.element];
    case "tuple":
      return [(def.items as unknown[])[Number(key)]].filter(Boolean);
    case "record":
      return [def.valueType];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return childrenOf(def.innerType, key, depth + 1);
    case "pipe":
      return childrenOf(def.in, key, depth + 1);
    case "lazy":
      return childrenOf((def.getter as () => unknown)(), key, depth + 1);
    case "union":
      return (def.options as unknown[]).flatMap((o) => childrenOf(o, key, depth + 1));
    case "intersection":
      return [...childrenOf(def.left, key, depth + 1), ...childrenOf(def.right, key, depth + 1)];
    default:
      return [];
  }
}

/** The field names `schema` takes at `path` (an object inside the document), in the schema's order. */
export function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let at: unknown[] = [schema];
  for (const key of path) at = at.flatMap((s) => childrenOf(s, key));
  return [...new Set(at.flatMap((s) => objectsOf(s)).flatMap((shape) => Object.keys(shape)))];
}

/** Edits between two names (insert, delete, change, swap two neighbours), ignoring case, `-` and `_`. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase().replace(/[-_]/g, "");
  const y = b.toLowerCase().replace(/[-_]/g, "");
  const d = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 1; j <= y.length; j++) d[0]![j] = j;
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[x.length]![y.length]!;
}

/**
 * The known names nearest to `name`, if any is near enough to be a slip: within one edit for a
 * short name, two for a name of five letters or more, a third of the name for a long one.
 * Names not given yet (`missing`) win a tie: a misspelt field usually leaves its own field missing.
 */
export function nearestFields(name: string, known: readonly string[], missing: readonly string[] = []): string[] {
  const limit = name.length < 5 ? 1 : Math.max(2, Math.floor(name.length / 3));
  const scored = known
    .filter((k) => k !== name)
    .map((k) => ({ k, d: editDistance(name, k) - (missing.includes(k) ? 0.5 : 0) }))
    .filter(({ d }) => d <= limit);
  const best = Math.min(...scored.map(({ d }) => d));
  return scored.filter(({ d }) => d === best).map(({ k }) => k);
}
