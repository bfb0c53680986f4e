/** A page of the HR area to go back to (`?next=`), never another site or a path outside /admin. */
export function returnPath(value: string | string[] | undefined): string | undefined {
  if (typeof value !== "string") return undefined;
  return /^\/admin(\/[\w\-/]*)?$/.test(value) ? value : undefined;
}
