/**
 * The Mozilla HTTP Observatory's scoring rules, applied to one response's
 * headers and body: start at 100, add each test's modifier; bonuses count
 * only when the score before them is at least 90. Grade A+ is 100 or more.
 * Tests that need the live site (HTTP-to-HTTPS redirection, the HSTS preload
 * list, cookies set by third parties) are outside a local check.
 */
export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: { name: string; modifier: number }[];
}

function parseCsp(value: string | undefined): Map<string, string[]> | null {
  if (!value) return null;
  const map = new Map<string, string[]>();
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function cspTest(value: string | undefined): { name: string; modifier: number } {
  const csp = parseCsp(value);
  if (!csp) return { name: "csp-not-implemented", modifier: -25 };
  const src = (d: string) => csp.get(d) ?? csp.get("default-src") ?? [];
  const script = src("script-src");
  const style = src("style-src");
  const insecure = (list: string[]) => list.some((s) => s === "http:" || s === "*" || s.startsWith("http://"));
  if (
    script.includes("'unsafe-inline'") &&
    !script.some((s) => s.startsWith("'sha") || s.startsWith("'nonce-") || s === "'strict-dynamic'")
  )
    return { name: "csp-implemented-with-unsafe-inline", modifier: -20 };
  if (insecure(script) || insecure(src("object-src")))
    return { name: "csp-implemented-with-insecure-scheme", modifier: -20 };
  if (script.includes("'unsafe-eval'")) return { name: "csp-implemented-with-unsafe-eval", modifier: -10 };
  if (["img-src", "media-src", "font-src"].some((d) => insecure(src(d))))
    return { name: "csp-implemented-with-insecure-scheme-in-passive-content-only", modifier: -10 };
  if (style.includes("'unsafe-inline'"))
    return { name: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  if (csp.get("default-src")?.join(" ") === "'none'")
    return { name: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  return { name: "csp-implemented-with-no-unsafe", modifier: 0 };
}

export function observatoryScore(headers: Record<string, string>, html: string, origin: string): ObservatoryResult {
  const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const tests: { name: string; modifier: number }[] = [cspTest(h["content-security-policy"])];

  tests.push(
    h["set-cookie"]
      ? { name: "cookies-set (not scored locally)", modifier: 0 }
      : { name: "cookies-not-found", modifier: 0 },
  );

  const acao = h["access-control-allow-origin"];
  tests.push(
    acao === "*"
      ? { name: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 }
      : { name: "cross-origin-resource-sharing-not-implemented", modifier: 0 },
  );

  const referrer =
    (h["referrer-policy"] ?? "")
      .toLowerCase()
      .split(",")
      .map((s) => s.trim())
      .at(-1) ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(referrer))
    tests.push({ name: "referrer-policy-private", modifier: 5 });
  else if (referrer === "unsafe-url" || referrer === "origin")
    tests.push({ name: "referrer-policy-unsafe", modifier: -5 });
  else tests.push({ name: "referrer-policy-not-implemented", modifier: 0 });

  const maxAge = Number(h["strict-transport-security"]?.match(/max-age=(\d+)/i)?.[1] ?? NaN);
  if (Number.isNaN(maxAge)) tests.push({ name: "hsts-not-implemented", modifier: -20 });
  else if (maxAge < 15768000) tests.push({ name: "hsts-implemented-max-age-less-than-six-months", modifier: -10 });
  else tests.push({ name: "hsts-implemented-max-age-at-least-six-months", modifier: 0 });

  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1]!, origin));
  const foreign = scripts.filter((u) => u.origin !== new URL(origin).origin);
  if (foreign.some((u) => u.protocol !== "https:"))
    tests.push({ name: "sri-not-implemented-and-external-scripts-not-loaded-securely", modifier: -50 });
  else if (foreign.length)
    tests.push({ name: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 });
  else tests.push({ name: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 });

  tests.push(
    (h["x-content-type-options"] ?? "").toLowerCase() === "nosniff"
      ? { name: "x-content-type-options-nosniff", modifier: 0 }
      : { name: "x-content-type-options-not-implemented", modifier: -5 },
  );

  const ancestors = parseCsp(h["content-security-policy"])?.get("frame-ancestors");
  const xfo = (h["x-frame-options"] ?? "").toUpperCase();
  if (ancestors && !ancestors.includes("*")) tests.push({ name: "x-frame-options-implemented-via-csp", modifier: 5 });
  else if (xfo === "DENY" || xfo === "SAMEORIGIN")
    tests.push({ name: "x-frame-options-sameorigin-or-deny", modifier: 0 });
  else tests.push({ name: "x-frame-options-not-implemented", modifier: -20 });

  const penalties = tests.filter((t) => t.modifier < 0).reduce((n, t) => n + t.modifier, 0);
  const bonuses = tests.filter((t) => t.modifier > 0).reduce((n, t) => n + t.modifier, 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  const grades: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return { score, grade: grades.find(([min]) => score >= min)?.[1] ?? "F", tests };
}
