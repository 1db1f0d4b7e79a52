import { describe, expect, it } from "vitest";
import {
  encodedField,
  factReportHref,
  fillPagePath,
  PAGE_PATH_SLOT,
  pageReportHref,
  REPORT_HREF_MAX,
} from "./report-mistake";

const EMAIL = "help@example.org";

/** The address, subject and body a mail app reads from the link. */
function opened(href: string) {
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  // Only the mailto syntax's own characters are left as they are: every field is encoded.
  expect(href).toMatch(/^mailto:[A-Za-z0-9._~%@-]+\?subject=[A-Za-z0-9._~%!*'()-]*&body=[A-Za-z0-9._~%!*'()-]*$/);
  const [subject, body] = ["subject", "body"].map((k) => decodeURIComponent(href.split(`${k}=`)[1]!.split("&")[0]!));
  return { address: url.pathname, subject: subject!, body: body! };
}

describe("pageReportHref", () => {
  it("writes to the support address with the page's path and title, and a line for what is wrong", () => {
    const mail = opened(pageReportHref({ path: "/how-to-use-didi-china", title: "How to Use DiDi in China" }, EMAIL));
    expect(mail.address).toBe(EMAIL);
    expect(mail.subject).toBe("Mistake on /how-to-use-didi-china");
    expect(mail.body.split("\r\n")).toEqual([
      "Page: /how-to-use-didi-china",
      "Title: How to Use DiDi in China",
      "",
      "What is wrong:",
      "",
      "",
      "What it should say, and a source if you have one:",
      "",
    ]);
  });

  it("encodes what would end a field or the link: &, =, ?, #, % and quotes", () => {
    const title = `Fees & limits: "10% off"? #1 = yes`;
    const href = pageReportHref({ path: "/a?b=c#d", title }, EMAIL);
    expect(href).not.toMatch(/[ #"]/);
    expect(href.match(/&/g)).toHaveLength(1);
    expect(href.match(/\?/g)).toHaveLength(1);
    const mail = opened(href);
    expect(mail.body).toContain(`Title: ${title}\r\n`);
    expect(mail.body).toContain("Page: /a?b=c#d\r\n");
  });
});

describe("factReportHref", () => {
  it("carries the page's path, the fact's id and label, and the value shown", () => {
    const href = factReportHref(
      { path: "/how-to-avoid-alipay-fees", factId: "payments.alipay-fee", label: "Alipay fee", value: "3%" },
      EMAIL,
    );
    const mail = opened(href);
    expect(mail.subject).toBe("Mistake in a figure: payments.alipay-fee");
    expect(mail.body).toContain("Page: /how-to-avoid-alipay-fees\r\n");
    expect(mail.body).toContain("Figure: payments.alipay-fee (Alipay fee)\r\n");
    expect(mail.body).toContain("Shown as: 3%\r\n");
  });

  it("keeps values in any script readable: ¥, en dashes, Chinese", () => {
    const value = "¥2–¥10 (一日票)";
    const mail = opened(factReportHref({ path: "/x", factId: "metro.fare", label: "Fare", value }, EMAIL));
    expect(mail.body).toContain(`Shown as: ${value}\r\n`);
  });
});

describe("the length bound", () => {
  const long = "長".repeat(2000);
  it(`stays under ${REPORT_HREF_MAX} characters however long the fields, cutting each with an ellipsis`, () => {
    const longEmail = `${"a".repeat(64)}@${"b".repeat(185)}.com`;
    const page = pageReportHref({ path: `/${"p".repeat(900)}`, title: long }, longEmail);
    const fact = factReportHref({ path: `/${long}`, factId: long, label: long, value: long }, longEmail);
    for (const href of [page, fact]) {
      expect(href.length).toBeLessThanOrEqual(REPORT_HREF_MAX);
      expect(opened(href).body).toContain("…");
    }
  });

  it("never cuts inside a character's encoding", () => {
    const cut = encodedField(long, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(decodeURIComponent(cut)).toMatch(/^長+…$/);
    expect(encodedField("short", 100)).toBe("short");
  });
});

describe("fillPagePath", () => {
  const html = `<a href="${factReportHref({ path: PAGE_PATH_SLOT, factId: "a.b", label: "L", value: "1" }, EMAIL)}">x</a>`;

  it("puts the page's path, encoded, where the popover's link has its slot", () => {
    const filled = fillPagePath(html, "/how-to-use-chinese-metro");
    expect(filled).not.toContain(PAGE_PATH_SLOT);
    const href = filled.match(/href="([^"]+)"/)![1]!;
    expect(opened(href).body).toContain("Page: /how-to-use-chinese-metro\r\n");
    expect(href.length).toBeLessThanOrEqual(REPORT_HREF_MAX);
  });

  it("leaves HTML without a slot alone, and refuses a slot with no path to fill it", () => {
    expect(fillPagePath("<p>3%</p>", undefined)).toBe("<p>3%</p>");
    expect(() => fillPagePath(html, undefined)).toThrow(/page's path/);
  });
});
