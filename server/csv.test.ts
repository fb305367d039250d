import { csvCell, toCsv } from "./csv";

describe("CSV", () => {
  it("quotes and neutralises single cells", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    // A semicolon is the list separator of spreadsheets in many locales.
    expect(csvCell("x;=1+1")).toBe(`"x;'=1+1"`);
    expect(csvCell("=1;2")).toBe(`"'=1;2"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvCell("\u0000\u001B=1+1")).toBe("'=1+1");
    expect(csvCell("a\u202Eb\u0085c")).toBe("abc");
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("guards every place a spreadsheet could start a cell, and nothing else", () => {
    expect(csvCell("x;+1;")).toBe(`"x;'+1;"`);
    expect(csvCell("a\t@SUM(A1)")).toBe(`"a\t'@SUM(A1)"`);
    expect(csvCell("notes:\n- one\n- two")).toBe(`"notes:\n'- one\n'- two"`);
    // After spaces or a quote an import may drop.
    expect(csvCell('x; =1,"=2"')).toBe(`"x;' =1,'""=2"""`);
    // A tab or CR that a spreadsheet skips, and the formula after it.
    expect(csvCell("a;\t=1")).toBe(`"a;'\t'=1"`);
    // Inside a piece, these characters are text.
    expect(csvCell("(206) 555-0100")).toBe("(206) 555-0100");
    expect(csvCell("a-b@c.example")).toBe("a-b@c.example");
    expect(csvCell("Smith, Jones & Co")).toBe('"Smith, Jones & Co"');
  });

  it("writes rows with CRLF line ends", () => {
    expect(
      toCsv([
        ["id", "name"],
        [1, "Ada"],
        [2, null],
      ]),
    ).toBe("id,name\r\n1,Ada\r\n2,\r\n");
  });
});
