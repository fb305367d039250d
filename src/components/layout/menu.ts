/**
 * The header's menus work without this script (hover and :focus-within on desktop, a popover with
 * exclusive <details> on phones). It adds what only script can: aria-expanded that tells the truth,
 * click and Escape on desktop groups, and the mobile button's "Open menu" / "Close menu" name.
 */
export const MOBILE_MENU_ID = "mobile-menu";

export function enhanceDesktopMenu(root: Document) {
  const nav = root.querySelector<HTMLElement>("[data-desktop-menu]");
  if (!nav) return;
  const groups = [...nav.querySelectorAll<HTMLElement>(".menu-group")];
  const buttonOf = (group: HTMLElement) => group.querySelector("button") as HTMLButtonElement;
  const setOpen = (group: HTMLElement, open: boolean) => {
    if (open) for (const other of groups) if (other !== group) setOpen(other, false);
    buttonOf(group).setAttribute("aria-expanded", String(open));
  };
  // From here on, focus alone no longer opens a group (see app.css): the buttons do.
  nav.dataset.enhanced = "";

  for (const group of groups) {
    const button = buttonOf(group);
    group.addEventListener("mouseenter", () => setOpen(group, true));
    group.addEventListener("mouseleave", () => setOpen(group, false));
    button.addEventListener("click", () =>
      setOpen(group, button.getAttribute("aria-expanded") !== "true"),
    );
    group.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || button.getAttribute("aria-expanded") !== "true") return;
      event.stopPropagation();
      setOpen(group, false);
      button.focus();
    });
    group.addEventListener("focusout", (event) => {
      if (!group.contains(event.relatedTarget as Node | null)) setOpen(group, false);
    });
  }
}

export function enhanceMobileMenu(root: Document) {
  const menu = root.getElementById(MOBILE_MENU_ID);
  const toggle = root.querySelector<HTMLButtonElement>(`[popovertarget="${MOBILE_MENU_ID}"]`);
  const label = toggle?.querySelector("[data-menu-label]");
  if (!menu || !toggle || !label) return;
  const show = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    label.textContent = open ? "Close menu" : "Open menu";
  };
  menu.addEventListener("toggle", (event) => show((event as ToggleEvent).newState === "open"));
  // The popover opens without this script: a tap before it ran has opened the menu already.
  show(menu.matches(":popover-open"));
}
