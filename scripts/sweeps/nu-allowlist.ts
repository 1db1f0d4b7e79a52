/**
 * Nu HTML Checker warnings that are accepted, each with its reason. Errors are
 * never accepted. A warning not listed here fails the sweep. Match on the
 * start of the message; keep this list short and every reason specific.
 */
export const nuWarningAllowlist: { message: string; reason: string }[] = [];
