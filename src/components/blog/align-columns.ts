/**
 * Right-aligns table columns in rendered HTML: `<Figure alignRight="2 4">` for a table of amounts.
 * The content editor keeps no Markdown column alignment (`|---:|` is written back as `|---|`), so
 * the figure carries it and this adds the same `style="text-align:right"` Markdown would.
 */

/** The column numbers (from 1) of an `alignRight` attribute such as "2 4"; throws on anything else. */
export function parseColumns(alignRight: string | undefined): Set<number> {
  const text = (alignRight ?? "").trim();
  if (text === "") return new Set();
  if (!/^[1-9]\d*(?:\s+[1-9]\d*)*$/.test(text)) {
    throw new Error(
      `alignRight must be column numbers from 1 separated by spaces, e.g. "2 4": got "${alignRight}"`,
    );
  }
  return new Set(text.split(/\s+/).map(Number));
}

/** The HTML with the cells of these columns (in every row, header included) aligned right. */
export function alignColumnsRight(html: string, columns: ReadonlySet<number>): string {
  if (columns.size === 0) return html;
  return html.replace(/<tr>([\s\S]*?)<\/tr>/g, (_, cells: string) => {
    let column = 0;
    const aligned = cells.replace(/<(th|td)>/g, (tag, name: string) => {
      column++;
      return columns.has(column) ? `<${name} style="text-align:right">` : tag;
    });
    return `<tr>${aligned}</tr>`;
  });
}
