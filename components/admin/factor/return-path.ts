/**
 * A page of the door's area to go back to (`?next=`): never another site, nor a path outside
 * `pages` (HR's /admin unless the operator console's /operator is given).
 */
export function returnPath(
  value: string | string[] | undefined,
  pages: "/admin" | "/operator" = "/admin",
): string | undefined {
  if (typeof value !== "string") return undefined;
  return new RegExp(`^${pages}(/[\\w\\-/]*)?$`).test(value) ? value : undefined;
}
