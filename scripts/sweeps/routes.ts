import { finding, type Finding } from "./findings";

/** Every alias answers 301 with its canonical page as the location, and that page answers 200. */
export async function checkAliases(base: string, aliases: { from: string; to: string }[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const alias of aliases) {
    const res = await fetch(base + alias.from, { redirect: "manual" });
    await res.arrayBuffer();
    const location = res.headers.get("location");
    if (res.status !== 301)
      findings.push(finding("aliases", alias.from, `answers ${res.status}, expected 301 to ${alias.to}`));
    else if (location !== alias.to)
      findings.push(finding("aliases", alias.from, `redirects to ${location}, expected ${alias.to}`));
    else {
      const target = await fetch(base + alias.to, { redirect: "manual" });
      await target.arrayBuffer();
      if (target.status !== 200)
        findings.push(finding("aliases", alias.from, `redirects to ${alias.to}, which answers ${target.status}`));
    }
  }
  return findings;
}

/** Unknown paths answer 404 with the not-found page (its heading), not a 200 or an empty body. */
export async function checkNotFound(base: string, paths: string[], heading: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const p of paths) {
    const res = await fetch(base + p, { redirect: "manual" });
    const body = await res.text();
    if (res.status !== 404) findings.push(finding("not-found", p, `answers ${res.status}, expected 404`));
    else if (!body.includes(heading))
      findings.push(finding("not-found", p, `answers 404 without the not-found page ("${heading}")`));
  }
  return findings;
}
