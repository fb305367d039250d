import { alignColumnsRight, parseColumns } from "./align-columns";

describe("Figure's alignRight", () => {
  it("reads column numbers separated by spaces, or none", () => {
    expect([...parseColumns("2 4")]).toEqual([2, 4]);
    expect(parseColumns(undefined).size).toBe(0);
    expect(parseColumns(" ").size).toBe(0);
    expect(() => parseColumns("2,4")).toThrow(/alignRight must be column numbers/);
    expect(() => parseColumns("0")).toThrow(/alignRight must be column numbers/);
  });

  it("aligns those columns right in every row, as Markdown's |---:| does", () => {
    const html =
      "<table>\n<thead>\n<tr>\n<th>Cost</th>\n<th>Amount</th>\n<th>Saved</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>Labor</td>\n<td><strong>$38,000</strong></td>\n<td>$22,800</td>\n</tr>\n</tbody>\n</table>";
    expect(alignColumnsRight(html, parseColumns("2"))).toBe(
      '<table>\n<thead>\n<tr>\n<th>Cost</th>\n<th style="text-align:right">Amount</th>\n<th>Saved</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>Labor</td>\n<td style="text-align:right"><strong>$38,000</strong></td>\n<td>$22,800</td>\n</tr>\n</tbody>\n</table>',
    );
    expect(alignColumnsRight(html, new Set())).toBe(html);
  });
});
