// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateContactDialog } from "./hydrate-dialog";
import { HYDRATED_ATTRIBUTE } from "./openers";
import { renderContactDialog } from "./render-dialog";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("hydrateContactDialog", () => {
  it("hydrates the dialog the build rendered, in place and without a mismatch", async () => {
    const island = document.createElement("div");
    island.innerHTML = renderContactDialog();
    document.body.append(island);
    const built = island.querySelector("dialog");
    const field = island.querySelector<HTMLInputElement>('input[name="firstName"]');
    if (field) field.value = "Jane";
    const errors = vi.spyOn(console, "error");

    await act(async () => hydrateContactDialog(island));

    expect(errors).not.toHaveBeenCalled();
    expect(island.querySelector("dialog")).toBe(built);
    expect(built).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
    expect(island.querySelector('input[name="firstName"]')).toHaveValue("Jane");
  });
});
