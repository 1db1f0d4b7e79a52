import { describe, expect, it } from "vitest";
import { chineseNumber, figuresIn, quoteStates } from "./quote-figures";

const money = (value: number) => ({ unit: "CNY", value });

describe("a quoted passage's figures, however the source writes them", () => {
  it("reads Chinese numerals", () => {
    expect(chineseNumber("三十")).toBe(30);
    expect(chineseNumber("十五")).toBe(15);
    expect(chineseNumber("二百四十")).toBe(240);
    expect(chineseNumber("两千")).toBe(2000);
    expect(chineseNumber("三万")).toBe(30000);
    expect(chineseNumber("一千零五")).toBe(1005);
    expect(chineseNumber("二〇二六")).toBe(2026);
    expect(chineseNumber("abc")).toBeUndefined();
  });

  it("an amount of yuan: ¥200, 200元, 200 yuan, RMB 200, 二百元", () => {
    for (const q of ["门票¥200", "票价200元", "a fee of 200 yuan", "RMB 200 per person", "收费二百元", "￥ 200"])
      expect(quoteStates(money(200), q), q).toBe(true);
    expect(quoteStates(money(200), "票价300元")).toBe(false);
    // A bare number matches; a number in another unit does not.
    expect(quoteStates(money(200), "限额200")).toBe(true);
    expect(quoteStates(money(200), "停留200天")).toBe(false);
  });

  it("thousands and 万: 5,000 yuan, 5000元, 5千元, 0.5万元", () => {
    for (const q of ["up to 5,000 yuan", "单笔5000元", "5千元", "0.5万元"])
      expect(quoteStates(money(5000), q), q).toBe(true);
    expect(quoteStates({ unit: "USD", value: 5000 }, "single transactions up to US$5,000")).toBe(true);
  });

  it("a day: 2026-12-31, 2026年12月31日, 二〇二六年十二月三十一日, 31 December 2026, December 31, 2026", () => {
    const fact = { unit: "date", value: "2026-12-31" };
    for (const q of [
      "valid until 2026-12-31",
      "延长至2026年12月31日",
      "至二〇二六年十二月三十一日",
      "until 31 December 2026",
      "through December 31, 2026.",
      "until Dec. 31, 2026",
      "2026/12/31",
    ])
      expect(quoteStates(fact, q), q).toBe(true);
    expect(quoteStates(fact, "2025年12月31日")).toBe(false);
    expect(quoteStates(fact, "2026年12月")).toBe(false);
  });

  it("a date's digits are not read as numbers", () => {
    expect(figuresIn("2026年12月31日起").numbers).toEqual([]);
    expect(quoteStates({ unit: "days", value: 31 }, "2026年12月31日")).toBe(false);
  });

  it("a period: both its days, also when the second is written short (10月1日至7日)", () => {
    const fact = { unit: "period", value: "2026-10-01/2026-10-07" };
    expect(quoteStates(fact, "2026年10月1日至7日放假调休，共7天")).toBe(true);
    expect(quoteStates(fact, "2026年10月1日至10月7日")).toBe(true);
    expect(quoteStates(fact, "from 1 October 2026 to 7 October 2026")).toBe(true);
    expect(quoteStates(fact, "2026年10月1日至8日")).toBe(false);
  });

  it("a day without its year takes the year the passage named before it, past a weekday in brackets", () => {
    const fact = { unit: "period", value: "2026-10-01/2026-10-07" };
    const notice =
      "现将2026年……国庆节放假调休日期的具体安排通知如下。……七、国庆节：10月1日（周四）至7日（周三）放假调休，共7天。";
    expect(quoteStates(fact, notice)).toBe(true);
    expect(quoteStates(fact, "七、国庆节：10月1日（周四）至7日（周三）放假调休")).toBe(false);
    expect(quoteStates({ unit: "date", value: "2026-10-10" }, "2026年……10月10日（周六）上班")).toBe(true);
  });

  it("a stay: 30天, 三十天, 30 days, 30-day", () => {
    const fact = { unit: "days", value: 30 };
    for (const q of ["停留不超过30天", "停留不超过三十天", "stay up to 30 days", "a 30-day visa-free stay"])
      expect(quoteStates(fact, q), q).toBe(true);
    expect(quoteStates(fact, "停留不超过15天")).toBe(false);
  });

  it("a transit: 240小时, 二百四十小时, 240-hour, 240 hours", () => {
    const fact = { unit: "hours", value: 240 };
    for (const q of [
      "过境免签停留时间由72小时和144小时均延长为240小时",
      "二百四十小时",
      "the 240-hour policy",
      "240 hours",
    ])
      expect(quoteStates(fact, q), q).toBe(true);
    expect(quoteStates(fact, "144小时")).toBe(false);
  });

  it("a rate: 3%, 3 percent, 百分之三", () => {
    const fact = { unit: "percent", value: 3 };
    for (const q of ["收取3%的服务费", "a 3 percent fee", "按百分之三收取", "3％"])
      expect(quoteStates(fact, q), q).toBe(true);
    expect(quoteStates(fact, "收取3元")).toBe(false);
    expect(quoteStates({ unit: "percent", value: 0.5 }, "费率为0.5%")).toBe(true);
  });

  it("a range needs both ends", () => {
    expect(quoteStates({ unit: "CNY", range: [553, 1748] }, "二等座553元，商务座1748元")).toBe(true);
    expect(quoteStates({ unit: "CNY", range: [553, 1748] }, "二等座553元")).toBe(false);
  });

  it("a count is a number in any words", () => {
    expect(quoteStates({ unit: "count", value: 46 }, "将46国入境免签效期延至2026年底")).toBe(true);
    expect(quoteStates({ unit: "count", value: 55 }, "适用国家增至五十五国")).toBe(true);
  });
});
