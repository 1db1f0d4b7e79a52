import { factById, formatFact } from "../../lib/content/facts";
import { text } from "./common";

/**
 * Plain text that may cite a fact: `:fact[topic.id]` becomes the fact's value as
 * pages write it (¥200, 3%, 15 days). For the tools' datasets, whose text the
 * React islands show as it is: no Markdown, no popover, the same figure.
 */
export const factText = text.transform((value, ctx) =>
  value.replace(/:fact\[([a-z0-9.-]+)\]/g, (citation, key: string) => {
    const fact = factById(key);
    if (fact) return formatFact(fact);
    ctx.addIssue({ code: "custom", message: `unknown fact "${key}" (app/content/facts/)` });
    return citation;
  }),
);
