import path from "node:path";

import type { Folder } from "@/lib/services/eligibility-files/stored-files";

// An SFTP account sees a tree of our making, never a real file system:
//   /            the account's home (and its working directory)
//   /inbound     uploads, written by the account, imported by us
//   /outbound    acknowledgements, written by us, read by the account
// A path is resolved against "/" and normalised first, so "..", "." and repeated slashes never
// lead anywhere else: "/inbound/../../etc/passwd" is "/etc/passwd", which is nothing here.

export const FOLDERS: readonly Folder[] = ["inbound", "outbound"];

export type Resolved =
  | { kind: "root"; path: "/" }
  | { kind: "folder"; path: string; folder: Folder }
  | { kind: "file"; path: string; folder: Folder; name: string }
  | { kind: "none"; path: string };

export function resolvePath(requested: string): Resolved {
  // A NUL or a path longer than any of ours names nothing.
  if (requested.includes("\u0000") || requested.length > 1024) return { kind: "none", path: "/" };
  const normalized = path.posix.normalize(path.posix.join("/", requested || ".")).replace(/\/+$/, "") || "/";
  if (normalized === "/") return { kind: "root", path: "/" };
  const [folder, name, ...rest] = normalized.slice(1).split("/");
  if (!FOLDERS.includes(folder as Folder) || rest.length > 0) return { kind: "none", path: normalized };
  if (name === undefined) return { kind: "folder", path: normalized, folder: folder as Folder };
  return { kind: "file", path: normalized, folder: folder as Folder, name };
}
