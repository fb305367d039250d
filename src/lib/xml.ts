const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe for XML content and attribute values (the five special characters). */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? "");
