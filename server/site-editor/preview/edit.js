// The preview's Edit button: on hover or focus of a text that comes from an editor field (marked
// `data-edit` by the server), and on a first tap on a phone, one "Edit" link appears at the text's
// corner and opens the editor at that entry and field. The public build never has this script.

const marked = "[data-edit]";
const edit = document.createElement("a");
edit.className = "eca-edit";
edit.textContent = "Edit";
edit.hidden = true;
let current = null;
/** A tap that showed the button for a text inside a link must not also follow the link. */
let swallowClick = null;

for (const element of document.querySelectorAll(marked)) {
  // Texts that are not links or buttons take focus, so the keyboard reaches every Edit.
  if (!element.matches("a[href], button, input, select, textarea, summary")) {
    element.tabIndex = 0;
  }
}

function place() {
  if (!current) return;
  const box = current.getBoundingClientRect();
  const width = edit.offsetWidth;
  const left = Math.min(Math.max(box.right - width, 4), window.innerWidth - width - 4);
  edit.style.left = `${left}px`;
  edit.style.top = `${Math.max(box.top - edit.offsetHeight, 4)}px`;
}

function show(element) {
  if (current === element) return;
  current?.classList.remove("eca-editing");
  current = element;
  element.classList.add("eca-editing");
  edit.href = element.dataset.edit;
  edit.setAttribute("aria-label", `Edit ${element.dataset.editLabel}`);
  edit.title = element.dataset.editLabel;
  // Right after the text (or the link it is in) in the tab order; never inside a link.
  const anchor = element.parentElement?.closest("a, button") ?? element;
  anchor.after(edit);
  edit.hidden = false;
  place();
}

function hide() {
  current?.classList.remove("eca-editing");
  current = null;
  edit.hidden = true;
}

document.addEventListener("mouseover", (event) => {
  const element = event.target.closest?.(marked);
  if (element) show(element);
});
document.addEventListener("focusin", (event) => {
  if (event.target === edit) return;
  const element = event.target.closest?.(marked);
  if (element) show(element);
  else hide();
});
document.addEventListener("pointerdown", (event) => {
  if (event.pointerType !== "touch" || event.target.closest?.(".eca-edit")) return;
  const element = event.target.closest?.(marked);
  if (element && element !== current) {
    show(element);
    swallowClick = element;
  } else if (!element) {
    hide();
  }
});
document.addEventListener(
  "click",
  (event) => {
    if (swallowClick && event.target.closest?.(marked) === swallowClick) {
      event.preventDefault();
      event.stopPropagation();
    }
    swallowClick = null;
  },
  true,
);
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") hide();
});
window.addEventListener("scroll", place, { passive: true });
window.addEventListener("resize", place);
