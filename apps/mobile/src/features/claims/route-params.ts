/** A route parameter as one text (expo-router gives a list for a repeated parameter). */
export function paramText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
