/**
 * The Atom feed of changes (RFC 4287), written by the postbuild to /changes.xml:
 * one entry per change of any page, newest first, with absolute URLs from the
 * configured SITE_URL. Entry ids are tag URIs (RFC 4151) made of the change's
 * day, the page's path and the change's ordinal on that day, so an entry keeps
 * its id from build to build. A change that came from a reader's report carries the
 * category `reader-report`.
 */
import { site, type SiteConfig } from "../config/site";
import { siteChanges, type ChangedPage, type PageChange } from "./changes";
import { CHANGES_FEED_PATH, CHANGES_PATH } from "./paths";
import { absoluteUrl, changesFeedTitle } from "./seo";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A record's day as an RFC 3339 date-time: the start of the day, UTC. */
const dateTime = (iso: string) => `${iso}T00:00:00Z`;

/** The category of an entry whose change a reader's report led to (`report: true`). */
export const READER_REPORT_CATEGORY = `<category term="reader-report" label="Corrected after a reader's report"/>`;

/** The entry's id: stable for as long as the site's host, the page's path and the day's changes stay. */
export const changeId = (c: PageChange, config: SiteConfig = site) =>
  `tag:${new URL(config.siteUrl).host},${c.date}:${c.path}#change-${c.ordinal}`;

/** The feed document. With no change listed yet, the feed is dated by the newest page. */
export function changesFeed(pages: (ChangedPage & { dateModified: string })[], config: SiteConfig = site): string {
  const changes = siteChanges(pages);
  const updated =
    changes[0]?.date ??
    pages
      .map((p) => p.dateModified)
      .sort()
      .at(-1) ??
    "1970-01-01";
  const entries = changes.map(
    (c) => `  <entry>
    <id>${escapeXml(changeId(c, config))}</id>
    <title>${escapeXml(`${c.page}: ${c.note}`)}</title>
    <updated>${dateTime(c.date)}</updated>
    <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(c.path, config))}"/>${
      c.report ? `\n    ${READER_REPORT_CATEGORY}` : ""
    }
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
  <id>${escapeXml(absoluteUrl(CHANGES_FEED_PATH, config))}</id>
  <title>${escapeXml(changesFeedTitle(config))}</title>
  <subtitle>Every change to the text of a page: the day, the page, and what changed and why.</subtitle>
  <updated>${dateTime(updated)}</updated>
  <author>
    <name>${escapeXml(config.brandName)}</name>
    <uri>${escapeXml(absoluteUrl("/", config))}</uri>
  </author>
  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(CHANGES_FEED_PATH, config))}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(CHANGES_PATH, config))}"/>
${entries.join("\n")}
</feed>
`;
}
