/**
 * Trip plans read their legs and sights from their records: a fare changed in
 * a copy of the facts changes every plan that rides that leg, and no other; a
 * plan naming a sight its city does not list, or a leg that does not join its
 * days, is refused with its file and line.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildRegistry, type EntryOf } from "../registry";
import { planDays } from "./itineraries";
import { planCost } from "./plan-cost";
import { loadContent } from "./load";

const copy = mkdtempSync(path.join(tmpdir(), "plans-"));
cpSync(path.resolve("app/content"), copy, { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(path.join(copy, file), change(readFileSync(path.join(copy, file), "utf8")));

/** Each plan's shown second-class fares and fare total, by plan slug. */
function shownFares() {
  const built = buildRegistry(loadContent(copy));
  expect(built.problems).toEqual([]);
  const cities = new Map(built.pages.flatMap((p) => (p.type === "city" ? [[p.record.slug, p.record] as const] : [])));
  const legs = built.datasets["train-legs"]!.data.legs;
  const plans = built.pages.filter((p): p is EntryOf<"itinerary"> => p.type === "itinerary");
  return new Map(
    plans.map((p) => {
      const days = planDays(p.record, cities, legs);
      return [
        p.record.slug,
        { legs: days.map((d) => d.leg?.secondClass?.text ?? ""), total: planCost(days, legs).trains },
      ];
    }),
  );
}

describe("a leg's fare changed in one file", () => {
  it("changes every plan that rides the leg, and no other", () => {
    const before = shownFares();
    const riding = [...before].filter(([, v]) => v.legs.some((s) => s.includes("¥515.5"))).map(([slug]) => slug);
    expect(riding.length).toBeGreaterThanOrEqual(2);
    edit("facts/trains.yaml", (t) => {
      const at = t.indexOf("  - id: beijing-xian-second-class\n");
      return t.slice(0, at) + t.slice(at).replace(/\n {4}value: 515\.5/, "\n    value: 600");
    });
    const after = shownFares();
    for (const [slug, plan] of after) {
      const was = before.get(slug)!;
      if (riding.includes(slug)) {
        expect(plan.legs.some((s) => s.includes("¥600"))).toBe(true);
        expect(plan.total[1] - was.total[1]).toBeCloseTo(84.5);
      } else expect(plan).toEqual(was);
    }
  });
});

describe("a plan that does not match its records", () => {
  it("is refused, naming the file and line", () => {
    edit("itineraries/yunnan-10-days.yaml", (t) =>
      t
        .replace("      - Three Pagodas of Chongsheng Temple (崇圣寺三塔)", "      - Erhai Moon Palace")
        .replace("    leg: dali-lijiang", "    leg: kunming-lijiang")
        // Day 4 sleeps in no area of the Dali guide.
        .replace("    stay: Dali Old Town", "    stay: Erhai Lakeside"),
    );
    // Day 6, the first in Hangzhou, names no area to sleep in.
    edit("itineraries/shanghai-suzhou-hangzhou-7-days.yaml", (t) => t.replace("    stay: Hubin (east shore)\n", ""));
    edit("cities/kunming.yaml", (t) => t.replace(/^province: .*$/m, "province: Atlantis Province"));
    const problems = buildRegistry(loadContent(copy)).problems.map((p) => p.replace(/^.*?itineraries\//, ""));
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^yunnan-10-days\.yaml:\d+: days\.4\.sights\.0: "Erhai Moon Palace" is not a sight of the Dali guide$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^yunnan-10-days\.yaml:\d+: days\.7\.leg: kunming-lijiang goes kunming to lijiang, not dali to lijiang/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^yunnan-10-days\.yaml:\d+: days\.3\.stay: "Erhai Lakeside" is not an area to stay of the Dali guide/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^shanghai-suzhou-hangzhou-7-days\.yaml:\d+: days\.5\.stay: day 6 is the first in hangzhou: name the area to stay/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/cities\/kunming\.yaml:\d+: province: "Atlantis Province" starts with no province of/),
    );
  });
});
