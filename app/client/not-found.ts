/**
 * The not-found page logs the path that was asked for (spec section 8) and
 * suggests the registered page whose address is nearest to it (a mistyped or
 * old address), when one is close enough to be a likely match.
 */
console.log(`404: no page at ${location.pathname}`);

/** Levenshtein distance between two short strings. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = next;
    }
  }
  return row[b.length]!;
}

const known = JSON.parse(document.getElementById("known-pages")?.textContent ?? "[]") as {
  path: string;
  name: string;
}[];
const asked = decodeURIComponent(location.pathname).toLowerCase().replace(/\/+$/, "");
const best = known
  .map((p) => ({ ...p, d: distance(asked, p.path) }))
  .sort((a, b) => a.d - b.d)
  .at(0);
// Close enough: at most a third of the address differs.
if (best && asked.length > 1 && best.d <= Math.max(3, Math.floor(best.path.length / 3))) {
  const link = document.querySelector<HTMLAnchorElement>("[data-nearest-link]");
  const box = document.querySelector<HTMLElement>("[data-nearest]");
  if (link && box) {
    link.href = best.path;
    link.textContent = best.name;
    box.hidden = false;
  }
}

export {};
