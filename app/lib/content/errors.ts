/** Every content problem of a build, reported together, one `file:line: problem` per line. */
export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Content check failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n  ${problems.join("\n  ")}`,
    );
    this.name = "ContentError";
  }
}
