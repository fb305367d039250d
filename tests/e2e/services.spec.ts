import { expect, test } from "./fixtures";

/**
 * The service pages' own content and buttons are checked in checks/services.ts, run by
 * pages.spec.ts. What stays here is about a path that is not a page.
 */
test.describe("/process-automation content", () => {
  test("/business-process-audit answers a permanent redirect to /process-audit", async ({
    request,
  }) => {
    const response = await request.get("/business-process-audit", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe("/process-audit");
  });
});
