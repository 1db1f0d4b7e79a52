import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProvinceChoice } from "./entry-checker";

const province = { name: "Sichuan", nameZh: "四川", hint: "Chengdu, Leshan, Jiuzhaigou" };
const text = (limited: Parameters<typeof ProvinceChoice>[0]["limited"]) =>
  renderToStaticMarkup(createElement(ProvinceChoice, { province, limited, on: true, beyond: false, toggle: () => {} }))
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ");

describe("a province on the checker's form", () => {
  it("asks about going beyond a limited province's cities with the dataset's own example, and none without one", () => {
    const region = { province: "Sichuan", cities: ["Chengdu", "Leshan"], basis: "official" as const };
    expect(text({ ...region, example: "Jiuzhaigou" })).toContain(
      "Also elsewhere than Chengdu, Leshan (for example Jiuzhaigou)",
    );
    expect(text(region)).toContain("Also elsewhere than Chengdu, Leshan ");
    expect(text(region)).not.toContain("for example");
    expect(text(undefined)).not.toContain("Also elsewhere");
  });
});
