/**
 * Hosting rules: security headers, caching and the Content-Security-Policy.
 * The build writes them to `_headers` and `_redirects` (Netlify / Cloudflare
 * Pages format) and the local server reads those same files, so what is tested
 * locally is what a static host serves.
 */

/** Path prefix of hashed build assets (safe to cache for a year). */
export const HASHED_ASSETS = "/assets/";
/** The prerendered not-found page that static hosts serve for unknown paths. */
export const NOT_FOUND_FILE = "/404.html";
/** Path the build prerenders the not-found page at before moving it to NOT_FOUND_FILE. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** The change feed's media type (RFC 4287); by its extension alone a host would send it as application/xml. */
export const FEED_CONTENT_TYPE = "application/atom+xml; charset=utf-8";
/**
 * The web app manifest's media type. Cloudflare Pages and Netlify know `.webmanifest`; a server whose
 * type table lacks it (Debian's nginx) would send `application/octet-stream` (decision 0036).
 */
export const MANIFEST_CONTENT_TYPE = "application/manifest+json";

export const cacheHeaders = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
} as const;

/** Origins the analytics tag needs, allowed only when a measurement ID is configured. */
const analyticsOrigins = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
};

/**
 * A strict policy: scripts and styles only from this origin plus the hashes of
 * the page's own inline scripts and its inline critical CSS; no plugins, no
 * framing, no base-tag tricks.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  analytics: boolean,
  opts: { wasm?: boolean; styleHashes?: string[] } = {},
): string {
  const a = analytics ? analyticsOrigins : { script: [], connect: [], img: [] };
  const directives: [string, string[]][] = [
    ["default-src", ["'none'"]],
    // 'wasm-unsafe-eval' only on pages with site search: Pagefind runs its index in WebAssembly (no JS eval).
    [
      "script-src",
      ["'self'", ...(opts.wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes.map((h) => `'${h}'`), ...a.script],
    ],
    // Hashes, never 'unsafe-inline': a style attribute or an injected <style> stays blocked.
    ["style-src", ["'self'", ...(opts.styleHashes ?? []).map((h) => `'${h}'`)]],
    ["img-src", ["'self'", "data:", ...a.img]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...a.connect]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([k, v]) => `${k} ${v.join(" ")}`).join("; ");
}

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export function renderHeadersFile(rules: HeaderRule[]): string {
  return (
    rules
      .map((r) => [r.pattern, ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n"))
      .join("\n\n") + "\n"
  );
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const i = line.indexOf(":");
      const rule = rules.at(-1);
      if (rule && i > 0) rule.headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

/** Does a `_headers` pattern (exact path, or a prefix ending in `*`) match a path? */
export function patternMatches(pattern: string, path: string): boolean {
  return pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** All headers for a path: every matching rule, later rules winning. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((r) => patternMatches(r.pattern, path)).map((r) => r.headers));
}

export function renderRedirectsFile(aliases: { from: string; to: string }[]): string {
  return aliases.map((a) => `${a.from} ${a.to} 301`).join("\n") + "\n";
}

export function parseRedirectsFile(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of text.split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && status === "301") map.set(from, to);
  }
  return map;
}
