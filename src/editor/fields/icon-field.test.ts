import { describe, expect, it } from "vitest";
import { eventIcons } from "~/collections/events/schema";
import { eventIconComponents } from "~/components/ui/event-icons";
import { iconField, iconWords } from "./icon-field";

const field = iconField({ label: "Icon", icons: eventIconComponents, defaultValue: "zap" });

describe("an icon chosen by its picture", () => {
  it("names each icon in words", () => {
    expect(iconWords("bar-chart-3")).toBe("Bar chart");
    expect(iconWords("zap")).toBe("Zap");
    expect(iconWords("arrow-left-right")).toBe("Arrow left right");
  });

  it("offers exactly the icons the schema allows, and keeps the stored name", () => {
    expect(Object.keys(eventIconComponents).sort()).toEqual([...eventIcons].sort());
    expect(field.parse("bot")).toBe("bot");
    expect(field.serialize("video")).toEqual({ value: "video" });
    expect(field.parse(undefined)).toBe("zap");
  });

  it("refuses a name the site cannot draw", () => {
    expect(() => field.parse("rocket")).toThrow('Icon: "rocket" is not an icon the site draws');
    expect(() => field.validate("nope" as never)).toThrow("choose an icon");
  });
});
