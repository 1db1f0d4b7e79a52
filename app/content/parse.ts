import type { z } from "zod";

/**
 * Validates every record of one content folder and fails with a message that
 * names the file, the field and the problem, e.g.
 *   app/content/cities/beijing.ts: seo.title: Too big: expected string to have <=60 characters
 */
export function parseRecords<S extends z.ZodType>(
  schema: S,
  folder: string,
  byFile: Record<string, unknown>,
): z.infer<S>[] {
  const problems: string[] = [];
  const parsed: z.infer<S>[] = [];
  for (const [file, value] of Object.entries(byFile)) {
    const result = schema.safeParse(value);
    if (result.success) parsed.push(result.data);
    else
      for (const issue of result.error.issues)
        problems.push(`app/content/${folder}/${file}.ts: ${issue.path.join(".") || "(record)"}: ${issue.message}`);
  }
  if (problems.length) throw new ContentError(problems);
  return parsed;
}

export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Content check failed:\n  ${problems.join("\n  ")}`);
    this.name = "ContentError";
  }
}
