/**
 * "Report a mistake": a `mailto:` link to the support address with the subject and body
 * filled in, so a reader who finds a wrong figure can tell us in one tap, with no form, no
 * script and nothing from another origin (docs/decisions/0025-report-a-mistake.md).
 *
 * - `pageReportHref`: a page's link; the body names the page's path and title.
 * - `factReportHref`: a fact popover's link; the body names the page, the fact's id and the
 *   value shown. The popover is rendered once per prose field by the Markdown pipeline, before
 *   it is known which page shows it, so it carries `PAGE_PATH_SLOT` where the path goes, and
 *   `fillPagePath` puts each page's own path there when the page renders the field.
 *
 * Every field is percent-encoded (`encodeURIComponent`) and cut to a budget, so a link stays
 * under `REPORT_HREF_MAX` characters whatever the title, label or value: some mail apps and
 * browsers drop longer `mailto:` links.
 */
import { site } from "../config/site";

/** The longest link built here, in characters. */
export const REPORT_HREF_MAX = 1500;

/** Where a fact popover's link takes the page's path; only unreserved characters, so encoding leaves it as it is. */
export const PAGE_PATH_SLOT = "__page-path__";

/** Each field's most characters once encoded: together with the fixed words, well under REPORT_HREF_MAX. */
const BUDGET = { path: 180, title: 180, factId: 120, label: 180, value: 120 } as const;

/** Lines of a mail body: CRLF, as mailto links write them (RFC 6068). */
const EOL = "\r\n";

/**
 * `text` percent-encoded and no longer than `max` characters: when it is too long, cut at a
 * character (never inside one's encoding) and ended with "…".
 */
export function encodedField(text: string, max: number): string {
  const whole = encodeURIComponent(text);
  if (whole.length <= max) return whole;
  const chars = [...text];
  const ellipsis = encodeURIComponent("…");
  let out = "";
  for (const ch of chars) {
    const next = out + encodeURIComponent(ch);
    if (next.length + ellipsis.length > max) break;
    out = next;
  }
  return out + ellipsis;
}

/**
 * The link: address, subject and body lines, each line's parts already encoded. The address is
 * encoded but for its "@" (RFC 6068) and never cut: an address of any valid length (254) fits.
 */
function mailto(email: string, subject: string, lines: string[]): string {
  const address = encodeURIComponent(email).replace(/%40/g, "@");
  const href = `mailto:${address}?subject=${subject}&body=${lines.join(encodeURIComponent(EOL))}`;
  if (href.length > REPORT_HREF_MAX)
    throw new Error(`a report link is ${href.length} characters (at most ${REPORT_HREF_MAX}): ${href.slice(0, 80)}…`);
  return href;
}

const words = (text: string) => encodeURIComponent(text);

/** The closing lines: what the reader fills in. */
const prompt = [words("What is wrong:"), "", "", words("What it should say, and a source if you have one:"), ""];

/** The path as the body and subject carry it: the slot stays a slot until the page fills it. */
const encodedPath = (path: string) => (path === PAGE_PATH_SLOT ? PAGE_PATH_SLOT : encodedField(path, BUDGET.path));

/** The "Report a mistake" link of a page: its path and title in the mail. */
export function pageReportHref({ path, title }: { path: string; title: string }, email: string = site.supportEmail) {
  return mailto(email, words("Mistake on ") + encodedPath(path), [
    words("Page: ") + encodedPath(path),
    words("Title: ") + encodedField(title, BUDGET.title),
    "",
    ...prompt,
  ]);
}

/** The "Report a mistake in this figure" link of a fact's popover: the page, the fact's id and the value shown. */
export function factReportHref(
  { path, factId, label, value }: { path: string; factId: string; label: string; value: string },
  email: string = site.supportEmail,
) {
  const id = encodedField(factId, BUDGET.factId);
  return mailto(email, words("Mistake in a figure: ") + id, [
    words("Page: ") + encodedPath(path),
    words("Figure: ") + id + words(" (") + encodedField(label, BUDGET.label) + words(")"),
    words("Shown as: ") + encodedField(value, BUDGET.value),
    "",
    ...prompt,
  ]);
}

/**
 * Build-time HTML from the content pipeline with the page's path in its fact popovers' links.
 * HTML that has a slot and no path to fill it with is a mistake in the page, so it throws.
 */
export function fillPagePath(html: string, path: string | undefined): string {
  if (!html.includes(PAGE_PATH_SLOT)) return html;
  if (!path) throw new Error("a fact's report link needs the page's path: render the prose inside a page (PagePath)");
  return html.replaceAll(PAGE_PATH_SLOT, encodedField(path, BUDGET.path));
}
