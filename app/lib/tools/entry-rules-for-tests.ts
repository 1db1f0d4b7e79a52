/** The entry rules dataset as the build reads it (facts first, for its `!fact` figures), for the engine's tests. */
import path from "node:path";
import { entryRulesSchema } from "../../content/schemas/entry-rules";
import { loadDocument, loadFacts } from "../content/load";

export function loadEntryRules() {
  const problems: string[] = [];
  loadFacts(path.resolve("app/content/facts"), problems);
  const loaded = loadDocument(entryRulesSchema, path.resolve("app/content/data/entry-rules.yaml"), problems);
  if (!loaded || problems.length) throw new Error(problems.join("\n"));
  return loaded;
}
