import { z } from "zod";
import { factById } from "../../lib/content/facts";

/**
 * A fact cited by id (`topic.id`, app/content/facts/<topic>.yaml) where a record needs the figure
 * itself rather than a sentence: a leg's fare, a sight's booking window. `topic` limits which file it
 * comes from and `units` which units it may be in, so a fare cannot cite a time.
 */
export const factRef = (topic: string, units: readonly string[]) =>
  z
    .string()
    .regex(new RegExp(`^${topic}\\.[a-z0-9-]+$`), `a fact of the ${topic} topic: ${topic}.<id>`)
    .superRefine((id, ctx) => {
      const fact = factById(id);
      if (!fact) ctx.addIssue({ code: "custom", message: `no fact ${id} in app/content/facts/${topic}.yaml` });
      else if (!units.includes(fact.unit))
        ctx.addIssue({ code: "custom", message: `${id} is in ${fact.unit}; expected ${units.join(" or ")}` });
    });
