/** A configured address made absolute: a path is taken on `origin`; no trailing slash. */
export function onOrigin(value: string, origin: string): string {
  return (value.startsWith('/') ? `${origin}${value}` : value).replace(/\/+$/, '');
}
