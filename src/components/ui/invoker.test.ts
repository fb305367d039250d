import { dialogHeading } from "./invoker";

describe("dialogHeading", () => {
  it("reads a label in capitals as title case", () => {
    expect(dialogHeading("GET STARTED")).toBe("Get Started");
    expect(dialogHeading("SEND A NON-PROFIT QUOTE")).toBe("Send A Non-Profit Quote");
  });

  it("keeps a label that is already written for reading", () => {
    expect(dialogHeading("Get Your ROI Analysis")).toBe("Get Your ROI Analysis");
    expect(dialogHeading("Register Now: Automation 101")).toBe("Register Now: Automation 101");
  });
});
