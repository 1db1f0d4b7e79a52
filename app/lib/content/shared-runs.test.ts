/**
 * The copied-prose check counts a page's own words: two pages that cite the same facts side by side share
 * those facts' wording, not prose, while a run of their own words is still refused.
 */
import { describe, expect, it } from "vitest";
import { recordText } from "../content-integrity";
import { registry } from "../registry";
import { compileProse } from "./prose";
import type { PageEntry } from "./records";
import { sharedRunProblems } from "./rules";

// The facts in force (the registry loads them once per worker in the shared project).
registry();

/** A stand-in page whose only text is one prose field. */
const page = (file: string, text: string) =>
  ({
    type: "solution",
    source: { file, locate: () => 1 },
    record: { intro: compileProse(text) },
  }) as unknown as PageEntry;

const cited = ":fact[holidays.labor-day-2026] and :fact[holidays.national-day-2026]";

describe("runs of words two pages share", () => {
  it("does not count cited facts as words the pages wrote", () => {
    const pages = [
      page("a.yaml", `Avoid the Golden Weeks, which were ${cited}, if you can.`),
      page("b.yaml", `Skip the Golden Weeks, which were ${cited}, and go later.`),
    ];
    // As a reader sees them, the two share a run of 14 words, most of them words, from the facts' values...
    const shared = "the golden weeks which were may 1 5 2026 and october 1 7 2026";
    for (const p of pages)
      expect(
        recordText(p)[0]!
          .toLowerCase()
          .replace(/[^a-z0-9 ]+/g, " "),
      ).toMatch(new RegExp(shared.split(" ").join("\\s+")));
    // ...but of their own only "the golden weeks which were", with the facts as one figure each.
    expect(sharedRunProblems(pages)).toEqual([]);
  });

  it("still refuses twelve words of their own in common, facts counted as one figure each", () => {
    const own = "the state council general office sets each year's days off in a notice the autumn before";
    const problems = sharedRunProblems([
      page("a.yaml", `In 2026 they ran ${cited}. ${own}.`),
      page("b.yaml", `The breaks of 2026 ran ${cited}. ${own}, so check it.`),
    ]);
    expect(problems).toEqual([
      'b.yaml:1: shares "ran 0 and 0 the state council general office sets each year\'s" with a.yaml; say it once and link',
    ]);
  });
});
