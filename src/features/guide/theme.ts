import { Font, StyleSheet } from "@react-pdf/renderer";
import { brandColors } from "~/lib/brand-colors";

// Words are never broken across lines: hyphenating "Automation" in a title reads as a mistake.
Font.registerHyphenationCallback((word) => [word]);

/** The site's colour tokens, and the two greys the PDFs add for rules and tip bands. */
export const colors = {
  brand50: brandColors["brand-50"],
  brand100: brandColors["brand-100"],
  brand200: brandColors["brand-200"],
  brand600: brandColors["brand-600"],
  brand700: brandColors["brand-700"],
  brand900: brandColors["brand-900"],
  ink: brandColors.ink,
  muted: brandColors.muted,
  accent: brandColors.accent,
  line: "#cbd5e1",
  tipBand: "#fffbeb",
  white: "#ffffff",
} as const;

/**
 * Helvetica is the PDF's built-in sans serif and the site's own fallback face, so the files embed
 * no font. Its encoding covers Western European text only: guide-text.test.ts keeps the writing in it.
 */
const sans = "Helvetica";
export const sansBold = "Helvetica-Bold";

export const pageMargin = 54;
const letterHeight = 792;

export const styles = StyleSheet.create({
  page: {
    paddingTop: 64,
    paddingBottom: 64,
    paddingHorizontal: pageMargin,
    fontFamily: sans,
    fontSize: 10.5,
    lineHeight: 1.55,
    color: colors.ink,
  },
  runningHeader: {
    position: "absolute",
    top: 26,
    left: pageMargin,
    right: pageMargin,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8,
    color: colors.muted,
    borderBottomWidth: 0.5,
    borderBottomColor: colors.line,
    paddingBottom: 5,
  },
  // Placed from the top: react-pdf neither draws nor safely sizes a page-number text placed with
  // `bottom` (it is laid out before it has text).
  runningFooter: {
    position: "absolute",
    top: letterHeight - 40,
    left: pageMargin,
    right: pageMargin,
    fontSize: 8,
    color: colors.muted,
  },
  eyebrow: {
    fontFamily: sansBold,
    fontSize: 9,
    letterSpacing: 1.2,
    textTransform: "uppercase",
    color: colors.brand700,
  },
  chapterTitle: { fontFamily: sansBold, fontSize: 28, lineHeight: 1.2, marginTop: 8 },
  chapterDescription: { fontSize: 13, lineHeight: 1.5, color: colors.muted, marginTop: 12 },
  topicTitle: { fontFamily: sansBold, fontSize: 17, lineHeight: 1.3, marginTop: 26 },
  topicSummary: {
    fontSize: 11.5,
    lineHeight: 1.5,
    color: colors.brand900,
    marginTop: 8,
    marginBottom: 6,
  },
  subheading: { fontFamily: sansBold, fontSize: 12, marginTop: 14, marginBottom: 2 },
  paragraph: { marginTop: 7 },
  listItem: { flexDirection: "row", marginTop: 4 },
  listMarker: { width: 16, color: colors.brand700, fontFamily: sansBold },
  listText: { flex: 1 },
  box: {
    marginTop: 12,
    padding: 12,
    borderRadius: 6,
    backgroundColor: colors.brand50,
    borderLeftWidth: 3,
    borderLeftColor: colors.brand600,
  },
  boxTitle: { fontFamily: sansBold, fontSize: 10.5, color: colors.brand900 },
  tip: {
    marginTop: 12,
    paddingVertical: 8,
    paddingHorizontal: 12,
    borderRadius: 6,
    backgroundColor: colors.tipBand,
    borderLeftWidth: 3,
    borderLeftColor: colors.accent,
  },
  bold: { fontFamily: sansBold },
  checkbox: {
    width: 9,
    height: 9,
    borderWidth: 1,
    borderColor: colors.brand700,
    borderRadius: 1.5,
    marginTop: 3.5,
    marginRight: 8,
  },
  table: { marginTop: 8, borderWidth: 0.75, borderColor: colors.line },
  tableRow: { flexDirection: "row", borderTopWidth: 0.75, borderTopColor: colors.line },
  tableHeaderRow: { flexDirection: "row", backgroundColor: colors.brand100 },
  tableCell: {
    flex: 1,
    paddingHorizontal: 5,
    paddingVertical: 4,
    borderLeftWidth: 0.75,
    borderLeftColor: colors.line,
    fontSize: 8.5,
    lineHeight: 1.3,
  },
  emptyCell: { height: 24 },
  muted: { color: colors.muted },
  small: { fontSize: 9 },
});
