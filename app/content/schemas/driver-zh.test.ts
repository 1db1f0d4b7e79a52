import { describe, expect, it } from "vitest";
import { driverZh } from "./driver-zh";

describe("Chinese a driver reads", () => {
  it("accepts an address in Chinese, with numbers and a building letter", () => {
    for (const ok of ["北京市东城区景山前街4号", "天安门东，去故宫午门入口", "上海市浦东新区世纪大道100号A座"])
      expect(driverZh.safeParse(ok).success, ok).toBe(true);
  });
  it("refuses an English note inside the address, and says where the note goes", () => {
    const result = driverZh.safeParse("北京市怀柔区渤海镇慕田峪村 (Mutianyu scenic area; check before you go)");
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(/holds Latin words.*addressNote/);
  });
});
