/**
 * The registry sweep's audit, run on a deliberately broken page served from
 * the site's own origin: it must report each kind of problem, naming the page.
 */
import { expect, test } from "./test";
import { auditPage } from "./audit";

const broken = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Wrong title</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script type="application/ld+json">{"@type": </script>
<link rel="modulepreload" href="/favicon.svg"></head>
<body><main>
<h1>One</h1><h1>Two</h1>
<img src="/favicon.svg" width="10" height="10">
<button></button>
<p style="color:#ddd;background:#fff">Low contrast text</p>
<img src="https://third-party.invalid/pixel.png" alt="tracker" width="1" height="1">
<img src="/no-such-asset.png" alt="missing" width="1" height="1">
<div style="width:2000px">Too wide</div>
<div style="overflow-x:auto;width:300px"><table><tr><td style="min-width:1600px">Plan</td><td>Days</td><td>Price hidden</td></tr></table></div>
<a href="/" data-placement="hero" style="font-size:12px">Buy</a>
<details data-menu><summary style="font-size:12px">Menu</summary><nav><a href="/guides" style="font-size:12px">Guides</a></nav></details>
<script>console.error("boom"); window.__reactRouterContext = {};</script>
<script src="/no-such-script.js"></script>
</main></body></html>`;

test("the page audit reports every kind of problem on a broken page", async ({ page, baseURL }) => {
  await page.route("**/__broken-fixture", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: broken }),
  );
  const problems = await auditPage(
    page,
    baseURL!,
    {
      path: "/__broken-fixture",
      title: "Right title",
      description: "Right description",
      canonical: "https://x.test/y",
      modules: ["site"],
    },
    // No page script here: its absence is reported after a second, not the real pages' five.
    { phone: true, scriptWaitMs: 1_000 },
  );
  const expected = [
    /page script never ran/,
    /2 h1 elements/,
    /title "Wrong title"/,
    /description .* differs/,
    /canonical null/,
    /no single og:image/,
    /JSON-LD does not parse/,
    /scrolls sideways by \d+ px at \d+ px wide/,
    /scrolls sideways by \d+ px at 320 px wide/,
    /table cells off screen on a phone: .*Price hidden/,
    /tap target under 44x44 px: buy button "Buy" is \d+x\d+ px/,
    /tap target under 44x44 px: header menu button "Menu"/,
    /tap target under 44x44 px: link in the phone menu "Guides"/,
    /axe image-alt/,
    /axe button-name/,
    /axe color-contrast/,
    /console error: boom/,
    /request to another origin: https:\/\/third-party\.invalid/,
    /HTTP 404: .*no-such-asset\.png/,
    /React Router runs in the browser \(__reactRouterContext\)/,
    /1 modulepreload links/,
    /module site loaded 0 times, expected once/,
    /unexpected script \/no-such-script\.js/,
  ];
  for (const pattern of expected) expect(problems, String(pattern)).toContainEqual(expect.stringMatching(pattern));
  expect(problems.every((p) => p.startsWith("/__broken-fixture: "))).toBe(true);
});

test("the page audit reports a page that fits 360 px but scrolls sideways at 320 px", async ({ page, baseURL }) => {
  const narrow = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Narrow</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0"><main><h1>Narrow</h1><div style="width:340px">Fits 360, not 320</div></main></body></html>`;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.route("**/__narrow-fixture", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: narrow }),
  );
  const problems = await auditPage(
    page,
    baseURL!,
    { path: "/__narrow-fixture", title: "Narrow", description: "", canonical: "" },
    { phone: true, scriptWaitMs: 1_000 },
  );
  expect(problems).toContainEqual(expect.stringMatching(/scrolls sideways by 20 px at 320 px wide/));
  expect(problems).not.toContainEqual(expect.stringMatching(/at 360 px wide/));
});
