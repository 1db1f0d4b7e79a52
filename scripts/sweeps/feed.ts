import { SaxesParser } from "saxes";
import { finding, type Finding } from "./findings";

/**
 * The change feed (/changes.xml): well-formed XML, read by a conforming
 * namespace-aware parser (saxes), and a valid Atom document (RFC 4287) in what
 * a feed reader relies on:
 *  - the root is atom:feed; the feed has exactly one id, title and updated, an
 *    author with a name (or one on every entry) and a link rel="self" to where
 *    it is served;
 *  - every entry has exactly one id, title and updated, and a link
 *    rel="alternate" (it has no content); no two entries share an id;
 *  - ids and link targets are absolute IRIs; dates are RFC 3339 date-times
 *    (uppercase T and Z, a real calendar day and time);
 *  - every link rel="alternate" of an entry leads to a registered page.
 */

const ATOM = "http://www.w3.org/2005/Atom";

interface Element {
  /** Local name, and the namespace it is in. */
  name: string;
  ns: string;
  attrs: Record<string, string>;
  children: Element[];
  text: string;
  line: number;
}

/** The document as a tree, or why it is not well-formed XML. */
function parseXml(xml: string): { root?: Element; error?: { line: number; message: string } } {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: Element[] = [];
  let root: Element | undefined;
  let error: { line: number; message: string } | undefined;
  parser.on("error", (e) => {
    error ??= { line: parser.line, message: e.message };
  });
  parser.on("opentag", (tag) => {
    const el: Element = {
      name: tag.local,
      ns: tag.uri,
      attrs: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value])),
      children: [],
      text: "",
      line: parser.line,
    };
    stack.at(-1)?.children.push(el);
    root ??= el;
    stack.push(el);
  });
  parser.on("text", (t) => {
    const el = stack.at(-1);
    if (el) el.text += t;
  });
  parser.on("cdata", (t) => {
    const el = stack.at(-1);
    if (el) el.text += t;
  });
  parser.on("closetag", () => void stack.pop());
  try {
    parser.write(xml).close();
  } catch (e) {
    error ??= { line: parser.line, message: (e as Error).message };
  }
  if (!error && !root) error = { line: 1, message: "no root element" };
  return error ? { error } : { root };
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/;

/** Is this an RFC 3339 date-time (RFC 4287 section 3.3) on a day and at a time that exist? */
export function isRfc3339(value: string): boolean {
  const m = RFC3339.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi, s, oh, om] = [1, 2, 3, 4, 5, 6, 9, 10].map((i) => Number(m[i] ?? 0));
  const daysInMonth = new Date(Date.UTC(y!, mo!, 0)).getUTCDate();
  return (
    mo! >= 1 && mo! <= 12 && d! >= 1 && d! <= daysInMonth && h! <= 23 && mi! <= 59 && s! <= 60 && oh! <= 23 && om! <= 59
  );
}

/** An absolute IRI: a scheme, then no white space (RFC 3987, as atom:id and link hrefs need). */
const isAbsoluteIri = (value: string) => /^[a-z][a-z0-9+.-]*:\S+$/i.test(value);

/** Checks a feed document; `where` names it in findings, with the line of each problem. */
export function checkFeed(
  xml: string,
  opts: { where: string; selfUrl: string; pageUrls: ReadonlySet<string> },
): { findings: Finding[]; entries: number } {
  const findings: Finding[] = [];
  const fail = (line: number, message: string) => findings.push(finding("feed", `${opts.where}:${line}`, message));
  const { root, error } = parseXml(xml);
  if (!root) {
    fail(error!.line, `not well-formed XML: ${error!.message}`);
    return { findings, entries: 0 };
  }
  if (root.name !== "feed" || root.ns !== ATOM) {
    fail(root.line, `the root element is {${root.ns}}${root.name}, not an Atom feed (${ATOM})`);
    return { findings, entries: 0 };
  }
  const atom = (el: Element, name: string) => el.children.filter((c) => c.ns === ATOM && c.name === name);
  /** Exactly one child of that name, with text; a date-time or an IRI where the element is one. */
  const one = (el: Element, name: string, what: string) => {
    const found = atom(el, name);
    if (found.length !== 1) {
      fail(el.line, `${what} has ${found.length} atom:${name} elements, expected exactly one`);
      return undefined;
    }
    const value = found[0]!.text.trim();
    if (!value) fail(found[0]!.line, `${what}'s atom:${name} is empty`);
    else if (name === "updated" && !isRfc3339(value))
      fail(found[0]!.line, `${what}'s atom:updated "${value}" is not an RFC 3339 date-time`);
    else if (name === "id" && !isAbsoluteIri(value))
      fail(found[0]!.line, `${what}'s atom:id "${value}" is not an absolute IRI`);
    return value;
  };
  const links = (el: Element, what: string) =>
    atom(el, "link").flatMap((l) => {
      const href = l.attrs.href ?? "";
      if (!isAbsoluteIri(href)) {
        fail(l.line, `${what} has a link whose href "${href}" is not an absolute IRI`);
        return [];
      }
      return [{ rel: l.attrs.rel ?? "alternate", type: l.attrs.type ?? "", href, line: l.line }];
    });
  const hasAuthor = (el: Element) => atom(el, "author").some((a) => atom(a, "name").some((n) => n.text.trim()));

  one(root, "id", "the feed");
  one(root, "title", "the feed");
  one(root, "updated", "the feed");
  const self = links(root, "the feed").filter((l) => l.rel === "self");
  if (self.length !== 1) fail(root.line, `the feed has ${self.length} links rel="self", expected one`);
  else if (self[0]!.href !== opts.selfUrl)
    fail(self[0]!.line, `the feed's link rel="self" is ${self[0]!.href}, expected ${opts.selfUrl}`);

  const entries = atom(root, "entry");
  if (!hasAuthor(root) && !entries.every(hasAuthor))
    fail(root.line, "no atom:author with a name on the feed, nor on every entry");
  const ids = new Map<string, number>();
  entries.forEach((entry, i) => {
    const what = `entry ${i + 1}`;
    const id = one(entry, "id", what);
    one(entry, "title", what);
    one(entry, "updated", what);
    if (id !== undefined) {
      const first = ids.get(id);
      if (first !== undefined) fail(entry.line, `${what} repeats the id of entry ${first}: ${id}`);
      else ids.set(id, i + 1);
    }
    const alternate = links(entry, what).filter((l) => l.rel === "alternate");
    if (!alternate.length && !atom(entry, "content").length)
      fail(entry.line, `${what} has neither atom:content nor a link rel="alternate"`);
    for (const l of alternate)
      if (!opts.pageUrls.has(l.href)) fail(l.line, `${what} links to ${l.href}, which is not a registered page`);
  });
  return { findings, entries: entries.length };
}
