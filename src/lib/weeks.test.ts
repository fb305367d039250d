import { requireWeekRange, weekRange } from "./weeks";

describe("weekRange", () => {
  it("reads a single duration, a range and an open-ended one", () => {
    expect(weekRange("1 week")).toEqual({ shortest: 1, longest: 1 });
    expect(weekRange("2 weeks")).toEqual({ shortest: 2, longest: 2 });
    expect(weekRange("8-15 weeks")).toEqual({ shortest: 8, longest: 15 });
    expect(weekRange("8+ weeks")).toEqual({ shortest: 8, longest: Number.POSITIVE_INFINITY });
  });

  it("answers null for what is not a duration in weeks, and requireWeekRange throws", () => {
    expect(weekRange("ongoing")).toBeNull();
    expect(weekRange("6 months")).toBeNull();
    expect(() => requireWeekRange("ongoing")).toThrow('Not a duration in weeks: "ongoing"');
  });
});
