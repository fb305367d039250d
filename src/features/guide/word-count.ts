/** Words in every string of a record, however deeply nested: the guide's length, measured. */
export function wordCount(value: unknown): number {
  if (typeof value === "string") return value.split(/\s+/).filter(Boolean).length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + wordCount(item), 0);
  if (value && typeof value === "object") return wordCount(Object.values(value));
  return 0;
}
