/**
 * Run after each test file of the shared project (vitest.config.ts), whose files share one module
 * graph per worker: fails the file that leaves behind state the next file would read, so a file that
 * should run isolated cannot pass by accident and break another.
 */
import { afterAll } from "vitest";
import { facts } from "../app/lib/content/facts";
import { today } from "../app/lib/content/freshness";

const env = { CONTENT_DIR: process.env.CONTENT_DIR, TZ: process.env.TZ };

afterAll(() => {
  const changed: string[] = [];
  for (const [name, value] of Object.entries(env)) if (process.env[name] !== value) changed.push(`process.env.${name}`);
  if (today() !== new Date().toISOString().slice(0, 10)) changed.push("the clock (setClock)");
  const copied = [...facts().values()].find((f) => !f.at.startsWith("app/content/"));
  if (copied) changed.push(`the facts in force (${copied.key} from ${copied.at})`);
  if (changed.length)
    throw new Error(
      `This file changes ${changed.join(", ")} for the files after it: make CHANGES_SHARED_STATE in vitest.config.ts match it, so it runs isolated.`,
    );
});
