/**
 * Configuration honesty: the values in app/config/site.ts that are still the
 * shipped placeholders. A build with any of them prints a loud warning; a
 * strict build (STRICT_CONFIG=1, or `npm run build -- --strict`) stops.
 */
import { placeholderConfig, site, type SiteConfig } from "./site";

/** The settings a real deployment must set, with their environment variable. */
export const requiredSettings = [
  { key: "siteUrl", env: "SITE_URL" },
  { key: "storefrontUrl", env: "STOREFRONT_URL" },
  { key: "supportEmail", env: "SUPPORT_EMAIL" },
] as const satisfies { key: keyof SiteConfig; env: string }[];

/** Each required setting still at its placeholder value. */
export function placeholdersIn(config: SiteConfig): { env: string; value: string }[] {
  return requiredSettings
    .filter(
      (s) => config[s.key] === placeholderConfig[s.key] || /(^|[./@])example\.(com|org|net)\b/.test(config[s.key]),
    )
    .map((s) => ({ env: s.env, value: config[s.key] }));
}

/**
 * Warns about placeholders, or in strict mode reports them as an error.
 * Returns false when a strict check failed; throws instead unless `exit: false`.
 */
export function checkConfig(
  { strict, exit = true }: { strict: boolean; exit?: boolean },
  config: SiteConfig = site,
  log: (line: string) => void = (line) => console.warn(line),
): boolean {
  const found = placeholdersIn(config);
  if (!found.length) return true;
  const bar = "!".repeat(78);
  const lines = [
    bar,
    strict
      ? "STRICT BUILD FAILED: the site configuration still has placeholder values:"
      : "WARNING: this build uses placeholder configuration; do not deploy it:",
    ...found.map((p) => `  ${p.env} = ${p.value}`),
    "Set them as environment variables (README, 'Configuration').",
    bar,
  ];
  for (const line of lines) log(line);
  if (strict && exit) throw new Error(`Placeholder configuration: ${found.map((p) => p.env).join(", ")}`);
  return !strict;
}
