/** A problem the Markdown pipeline found in a prose string (./markdown.ts, ./directives.ts). */
export interface Problem {
  /** Line inside the Markdown source, 1-based. */
  line: number;
  /** Offset inside the Markdown source (maps a folded YAML block back to its physical line). */
  offset?: number;
  message: string;
}
