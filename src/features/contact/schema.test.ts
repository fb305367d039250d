import {
  type ContactField,
  type ContactValues,
  cleanMultiLine,
  cleanSingleLine,
  contactFields,
  emailSubject,
  maxLengths,
  messages,
  tooLongMessages,
  validateContact,
} from "./schema";

/** The fields the spec requires, each with its message (spec section 5). */
const requiredFields = ["firstName", "lastName", "company", "email"] as const;

/**
 * A valid request: the required fields filled, every other field of the form empty, so a field
 * added to the schema needs no change here (docs/server.md, "Adding a lead field").
 */
const valid: ContactValues = {
  ...(Object.fromEntries(contactFields.map((field) => [field, ""])) as ContactValues),
  firstName: "Jane",
  lastName: "Doe",
  company: "Acme Plumbing",
  email: "jane@example.com",
};

/** The error for one field when only that field differs from a valid request. */
const errorFor = (field: ContactField, value: string) => {
  const result = validateContact({ ...valid, [field]: value });
  return result.ok ? undefined : result.errors[field];
};

describe("validateContact (spec section 5)", () => {
  it("accepts a complete request, with every optional field left empty, and gives back exactly the form's fields", () => {
    expect(validateContact(valid)).toEqual({ ok: true, data: valid });
    expect(valid).toMatchObject({ phone: "", description: "" });
  });

  it("requires exactly the spec's fields: each one left empty is refused, alone", () => {
    const alone = Object.fromEntries(requiredFields.map((field) => [field, valid[field]]));
    expect(validateContact(alone)).toEqual({ ok: true, data: valid });
    for (const field of requiredFields) {
      const result = validateContact({ ...valid, [field]: "" });
      expect(result.ok ? {} : result.errors, field).toEqual({
        [field]: field === "email" ? messages.emailRequired : messages[field],
      });
    }
  });

  it.each([
    ["firstName", "", messages.firstName],
    ["firstName", "   ", messages.firstName],
    ["lastName", "", messages.lastName],
    ["lastName", " \t ", messages.lastName],
    ["company", "", messages.company],
    ["company", "  ", messages.company],
    ["email", "", messages.emailRequired],
    ["email", "   ", messages.emailRequired],
    ["email", "jane", messages.emailInvalid],
    ["email", "jane@", messages.emailInvalid],
    ["email", "jane@example", messages.emailInvalid],
    ["email", "@example.com", messages.emailInvalid],
    ["email", "jane@.com", messages.emailInvalid],
    ["email", "jane doe@example.com", messages.emailInvalid],
    ["email", "jane@@example.com", messages.emailInvalid],
  ] as const)("%s %j: %s", (field, value, message) => {
    expect(errorFor(field, value)).toBe(message);
  });

  it("uses the exact messages of the spec", () => {
    expect(messages).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      company: "Company name is required",
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    });
  });

  it.each([
    ["empty", ""],
    ["whitespace only", "   "],
    ["ten digits", "2065550123"],
    ["a single digit 1-9", "7"],
    ["16 digits", "1234567890123456"],
    ["leading + and 16 digits", "+1234567890123456"],
    ["spaces removed", "206 555 0123"],
    ["hyphens removed", "206-555-0123"],
    ["brackets removed", "(206) 555-0123"],
    ["+ after removed characters", "(+1) 206-555-0123"],
    ["international format", "+1 (206) 555 0123"],
  ])("phone valid: %s (%j)", (_, phone) => {
    expect(errorFor("phone", phone)).toBeUndefined();
  });

  it.each([
    ["17 digits", "12345678901234567"],
    ["leading + and 17 digits", "+12345678901234567"],
    ["leading 0", "02065550123"],
    ["leading + then 0", "+02065550123"],
    ["+ alone", "+"],
    ["two pluses", "++12065550123"],
    ["+ not at the start", "1+2065550123"],
    ["letters", "206-555-CALL"],
    ["only letters", "phone"],
    ["dots are not removed", "206.555.0123"],
  ])("phone invalid: %s (%j)", (_, phone) => {
    expect(errorFor("phone", phone)).toBe(messages.phone);
  });

  it("accepts any description, including an empty one", () => {
    expect(errorFor("description", "")).toBeUndefined();
    expect(errorFor("description", "Invoices <b>by hand</b>, 20 hours a week!")).toBeUndefined();
  });

  it("reports every failing field at once, missing fields counting as empty", () => {
    expect(validateContact({})).toEqual({
      ok: false,
      errors: {
        firstName: messages.firstName,
        lastName: messages.lastName,
        company: messages.company,
        email: messages.emailRequired,
      },
    });
  });

  it("reports one message per field: the first rule that fails", () => {
    const result = validateContact({ ...valid, email: " ", phone: "abc" });
    expect(result).toEqual({
      ok: false,
      errors: { email: messages.emailRequired, phone: messages.phone },
    });
  });

  it("ignores values that are not strings and fields it does not know", () => {
    const result = validateContact({ ...valid, firstName: 42, "bot-field": "spam" });
    expect(result).toEqual({ ok: false, errors: { firstName: messages.firstName } });
  });

  it("trims every field of the accepted request", () => {
    const padded = Object.fromEntries(contactFields.map((field) => [field, ` ${valid[field]} `]));
    expect(validateContact({ ...padded, phone: " (206) 555-0123 " })).toEqual({
      ok: true,
      data: { ...valid, phone: "(206) 555-0123" },
    });
  });
});

describe("control characters", () => {
  const oneLineFields = ["firstName", "lastName", "company", "phone", "email"] as const;
  /** Every class the rules remove: C0, DEL, C1, and the bidi embeddings, overrides, isolates, marks. */
  const controls = [
    "\u0000",
    "\u0001",
    "\u0007",
    "\u0008",
    "\u001B",
    "\u001F",
    "\u007F",
    "\u0080",
    "\u009B",
    "\u009F",
    "\u061C",
    "\u200E",
    "\u200F",
    "\u202A",
    "\u202B",
    "\u202C",
    "\u202D",
    "\u202E",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
  ];
  const lineBreaks = ["\t", "\n", "\r", "\r\n", "\u000B", "\u000C", "\u0085", "\u2028", "\u2029"];

  it.each(oneLineFields)("%s: a value made only of controls and line breaks is empty", (field) => {
    const result = validateContact({ ...valid, [field]: [...controls, ...lineBreaks].join("") });
    if (field === "phone") {
      expect(result).toEqual({ ok: true, data: valid });
      return;
    }
    const expected = field === "email" ? messages.emailRequired : messages[field];
    expect(result).toEqual({ ok: false, errors: { [field]: expected } });
  });

  it("removes controls inside one-line values and turns line breaks into spaces", () => {
    const result = validateContact({
      ...valid,
      firstName: "Ja\u0000ne\u001B[31m",
      lastName: "\u202EeoD\u202C",
      company: "Acme\r\nBcc: attacker@example.com",
      phone: "(206)\t555-0123\u0007",
      email: "\u200Ejane@example.com\u0085",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        ...valid,
        firstName: "Jane[31m",
        lastName: "eoD",
        company: "Acme Bcc: attacker@example.com",
        phone: "(206) 555-0123",
        email: "jane@example.com",
      },
    });
  });

  it("an email with a line break and a header after it is rejected, not joined up", () => {
    expect(errorFor("email", "jane@example.com\r\nBcc: x@example.com")).toBe(messages.emailInvalid);
  });

  it("the description keeps its line breaks (as LF) and tabs, and loses every other control", () => {
    const result = validateContact({
      ...valid,
      description:
        "Line one\r\nLine two\rLine three\u2028Four\n\tIndented\u0000\u001B[2J\u202E\u007F\u0085",
    });
    expect(result).toEqual({
      ok: true,
      data: { ...valid, description: "Line one\nLine two\nLine three\nFour\n\tIndented[2J" },
    });
  });

  it.each(controls.map((control) => [control.codePointAt(0)?.toString(16).toUpperCase(), control]))(
    "cleanSingleLine and cleanMultiLine remove U+%s",
    (_, control) => {
      expect(cleanSingleLine(`a${control}b`)).toBe("ab");
      expect(cleanMultiLine(`a${control}b`)).toBe("ab");
    },
  );

  it("CR and LF never reach the subject, even if emailSubject gets them directly", () => {
    expect(emailSubject("Acme\r\nBcc: x@example.com\u0000")).toBe(
      "New Automation Consultation Request - Acme Bcc: x@example.com",
    );
  });
});

describe("invisible characters (Unicode Cf)", () => {
  /** Zero-width space, word joiner, ZWNJ, ZWJ, soft hyphen, BOM, invisible times. */
  const invisible = ["\u200B", "\u2060", "\u200C", "\u200D", "\u00AD", "\uFEFF", "\u2062"];

  it.each([
    ["firstName", "\u200B", messages.firstName],
    ["lastName", "\u00AD\uFEFF", messages.lastName],
    ["company", "\u2060\u200D", messages.company],
    ["email", invisible.join(""), messages.emailRequired],
  ] as const)("%s: a value of nothing visible is not filled in", (field, value, message) => {
    expect(errorFor(field, value)).toBe(message);
    expect(errorFor(field, ` ${value} `)).toBe(message);
  });

  it("none leads or trails a value; inside one they stay, as scripts and emoji need them", () => {
    const result = validateContact({
      ...valid,
      firstName: "\u200BJane\u2060",
      lastName: "\uFEFF Doe \u200D",
      company: "\u00ADAcme Plumbing\u200B",
      email: "\u200Bjane@example.com\u200B",
      phone: "\u2060(206) 555-0123\u2060",
      description: "\u200B\nWe fix pipes \u{1F468}\u200D\u{1F527}\n\u200B",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        ...valid,
        lastName: "Doe",
        email: "jane@example.com",
        phone: "(206) 555-0123",
        description: "We fix pipes \u{1F468}\u200D\u{1F527}",
      },
    });
    const joined = validateContact({ ...valid, firstName: "\u0915\u094D\u200D\u0937" });
    expect(joined.ok && joined.data.firstName).toBe("\u0915\u094D\u200D\u0937");
  });

  it("a letter, digit, punctuation mark or symbol is enough", () => {
    for (const name of ["J", "7", ".", "\u00A9", "\u674E"]) {
      expect(errorFor("firstName", `\u200B${name}\u200B`)).toBeUndefined();
    }
  });

  it("never reach the subject", () => {
    expect(emailSubject("\u200BAcme\u2060 ")).toBe("New Automation Consultation Request - Acme");
  });
});

describe("blank-looking characters", () => {
  /**
   * Letters and symbols by their Unicode category that show as an empty space: the Hangul fillers
   * (U+3164, U+115F, U+1160, U+FFA0), the Braille blank and the musical null notehead.
   */
  const blanks = ["\u3164", "\u115F", "\u1160", "\uFFA0", "\u2800", "\u{1D159}"];
  const required = [
    ["firstName", messages.firstName],
    ["lastName", messages.lastName],
    ["company", messages.company],
  ] as const;

  it.each(required)(
    "%s: alone, repeated or mixed with spaces, they are not filled in",
    (field, message) => {
      for (const blank of blanks) {
        for (const value of [
          blank,
          blank.repeat(5),
          ` ${blank} ${blank} `,
          `\u200B${blank}\u00A0`,
        ]) {
          expect(errorFor(field, value)).toBe(message);
        }
      }
      expect(errorFor(field, blanks.join(" "))).toBe(message);
    },
  );

  it("never lead or trail a value; a name with a visible character is kept", () => {
    const result = validateContact({
      ...valid,
      firstName: "\u3164Jane\u2800",
      lastName: "\uFFA0\u{1D159}Doe",
      company: "\uAE40\uBBFC\uC900 Plumbing\u115F\u1160",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        ...valid,
        firstName: "Jane",
        lastName: "Doe",
        company: "\uAE40\uBBFC\uC900 Plumbing",
      },
    });
  });
});

describe("event and package (hidden fields the opening button fills in)", () => {
  it("are optional, one line, cleaned and trimmed like the other one-line fields", () => {
    const result = validateContact({
      ...valid,
      event: " Automation 101\n\u202E: Thu, Mar 14, 2024 ",
      package: "\u200BStrategic Implementation\t",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        ...valid,
        event: "Automation 101 : Thu, Mar 14, 2024",
        package: "Strategic Implementation",
      },
    });
    const { event: _event, package: _package, ...withoutThem } = valid;
    expect(validateContact(withoutThem)).toEqual({ ok: true, data: valid });
  });
});

describe("length caps", () => {
  it("caps every field of the form, the visible ones as documented", () => {
    expect(Object.keys(maxLengths).sort()).toEqual([...contactFields].sort());
    for (const field of contactFields) expect(maxLengths[field], field).toBeGreaterThan(0);
    expect(maxLengths).toMatchObject({
      firstName: 100,
      lastName: 100,
      company: 200,
      // The longest address SMTP delivers.
      email: 254,
      phone: 40,
      description: 5000,
    });
  });

  const atCap = (field: keyof typeof maxLengths, length: number) => {
    if (field === "email") return `${"a".repeat(length - "@example.com".length)}@example.com`;
    // Spaces inside a phone number are allowed (and removed before the digit check).
    if (field === "phone") return `+1${" ".repeat(length - 12)}2065550123`;
    return "é".repeat(length);
  };

  it.each(Object.keys(maxLengths) as (keyof typeof maxLengths)[])(
    "%s: accepted at the cap, rejected one character over with a clear message",
    (field) => {
      const max = maxLengths[field];
      expect(errorFor(field, atCap(field, max))).toBeUndefined();
      expect(errorFor(field, atCap(field, max + 1))).toBe(tooLongMessages[field]);
    },
  );

  it("counts characters, not UTF-16 units, and only after cleaning and trimming", () => {
    expect(errorFor("firstName", "😀".repeat(100))).toBeUndefined();
    expect(errorFor("firstName", ` ${"a".repeat(100)}\u0000\u202E `)).toBeUndefined();
  });

  it("words the messages for a visitor: every field's names its cap as a visitor reads numbers", () => {
    expect(Object.keys(tooLongMessages).sort()).toEqual([...contactFields].sort());
    for (const field of contactFields) {
      const cap = maxLengths[field].toLocaleString("en-US");
      expect(tooLongMessages[field], field).toMatch(
        new RegExp(`^[A-Z][a-z ]+ must be ${cap} characters or fewer$`),
      );
    }
    expect(tooLongMessages).toMatchObject({
      company: "Company name must be 200 characters or fewer",
      phone: "Phone number must be 40 characters or fewer",
      description: "Description must be 5,000 characters or fewer",
    });
  });

  it("still puts 'required' before 'too long' and 'too long' before the format rule", () => {
    expect(errorFor("email", `${"a".repeat(300)}`)).toBe(tooLongMessages.email);
    expect(errorFor("phone", "x".repeat(41))).toBe(tooLongMessages.phone);
  });
});

describe("emailSubject", () => {
  it("names the company in the lead's subject line", () => {
    expect(emailSubject("Acme Plumbing")).toBe(
      "New Automation Consultation Request - Acme Plumbing",
    );
  });
});
