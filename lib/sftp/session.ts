import { constants } from "node:fs";

// ssh2 is CommonJS: Node gives an ES module (the compiled dist/) its default export only, no named ones.
import ssh2, { type Attributes, type FileEntry, type SFTPWrapper } from "ssh2";

import { getDb } from "@/db/client";
import type { SftpFileRow } from "@/db/schema";
import { logger } from "@/lib/logger";
import { systemContext } from "@/lib/services/context";
import {
  beginUpload,
  UploadRefused,
  type Upload,
  type UploadLimits,
} from "@/lib/services/eligibility-files/receive-upload";
import {
  CHUNK_BYTES,
  findFile,
  listFolder,
  readChunk,
  type Folder,
} from "@/lib/services/eligibility-files/stored-files";
import type { SftpLogin } from "@/lib/services/sftp-accounts/authenticate-sftp-login";
import { SFTP_ACTOR } from "@/lib/services/eligibility-files/sftp-actor";
import type { OpenSpan } from "@/lib/telemetry/tracing";

import { FOLDERS, resolvePath, type Resolved } from "./paths";

const { OPEN_MODE, STATUS_CODE } = ssh2.utils.sftp;

type DirHandle = { kind: "dir"; entries: FileEntry[]; sent: boolean };
type ReadHandle = { kind: "read"; file: SftpFileRow; cached?: { seq: number; bytes: Buffer } };
type WriteHandle = { kind: "write"; upload: Upload; queue: Promise<void>; refused?: UploadRefused };
type Handle = DirHandle | ReadHandle | WriteHandle;

const MAX_HANDLES = 64;
const DIR_MODE = constants.S_IFDIR;
const FILE_MODE = constants.S_IFREG;
// Shown to the client as permissions; what is allowed is decided below, not by these bits.
const MODES: Record<Folder, { dir: number; file: number }> = {
  inbound: { dir: 0o730, file: 0o200 },
  outbound: { dir: 0o550, file: 0o440 },
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const dirAttrs = (mode: number, at = new Date()): Attributes => ({
  mode: DIR_MODE | mode,
  uid: 0,
  gid: 0,
  size: 0,
  atime: seconds(at),
  mtime: seconds(at),
});
const fileAttrs = (file: SftpFileRow): Attributes => ({
  mode: FILE_MODE | MODES[file.folder].file,
  uid: 0,
  gid: 0,
  size: file.size,
  atime: seconds(file.updatedAt),
  mtime: seconds(file.updatedAt),
});

/** `ls -l` style, which OpenSSH's sftp shows for `ls -l`. */
function longname(name: string, attrs: Attributes): string {
  const type = attrs.mode & DIR_MODE ? "d" : "-";
  const bits = [0o400, 0o200, 0o100, 0o40, 0o20, 0o10, 0o4, 0o2, 0o1]
    .map((bit, i) => (attrs.mode & bit ? "rwx"[i % 3] : "-"))
    .join("");
  const when = new Date(attrs.mtime * 1000).toUTCString().slice(5, 22);
  return `${type}${bits} 1 sftp sftp ${String(attrs.size).padStart(10)} ${when} ${name}`;
}

/**
 * One SFTP session of a signed-in account, over a tree of our making (lib/sftp/paths.ts): the
 * employer's inbound/ takes uploads (write only: an upload carries SSNs and is never read back),
 * outbound/ gives acknowledgements (read only). Every lookup is scoped by the login's employer;
 * nothing on the server's disk is ever opened. Anything else — remove, rename, mkdir, symlinks,
 * reading an upload, writing an acknowledgement — is refused.
 */
export function serveSftp(
  sftp: SFTPWrapper,
  login: SftpLogin,
  limits: UploadLimits,
  touch: () => void,
  span: OpenSpan,
): { close: () => Promise<void> } {
  const handles = new Map<number, Handle>();
  let nextHandle = 1;
  const log = logger.child({ component: "sftp", accountId: login.accountId, employerId: login.employerId });

  const open = (handle: Handle): Buffer | undefined => {
    if (handles.size >= MAX_HANDLES) return undefined;
    const id = nextHandle++;
    handles.set(id, handle);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id);
    return buffer;
  };
  const idOf = (buffer: Buffer) => (buffer.length === 4 ? buffer.readUInt32BE(0) : -1);
  const handleOf = (buffer: Buffer) => handles.get(idOf(buffer));

  /** Runs a request's work; whatever goes wrong answers FAILURE (never an internal message) and is logged. */
  const serve = (reqId: number, work: () => Promise<void> | void) => {
    touch();
    // Inside the session's span: the request's queries are its children (a span per request
    // would be one per 32 KiB written).
    void span.within(async () => {
      try {
        await work();
      } catch (error) {
        log.error({ err: error }, "sftp request failed");
        sftp.status(reqId, STATUS_CODE.FAILURE, "The server could not complete the request.");
      }
    });
  };

  const stat = async (target: Resolved): Promise<Attributes | undefined> => {
    if (target.kind === "root") return dirAttrs(0o550);
    if (target.kind === "folder") return dirAttrs(MODES[target.folder].dir);
    if (target.kind !== "file") return undefined;
    const file = await findFile({
      ctx: systemContext(await getDb(), SFTP_ACTOR, login.employerId),
      employerId: login.employerId,
      folder: target.folder,
      name: target.name,
    });
    return file ? fileAttrs(file) : undefined;
  };

  const onStat = (reqId: number, requested: string) =>
    serve(reqId, async () => {
      const attrs = await stat(resolvePath(requested));
      if (attrs) sftp.attrs(reqId, attrs);
      else sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
    });

  sftp.on("REALPATH", (reqId, requested) =>
    serve(reqId, () => {
      const target = resolvePath(requested);
      sftp.name(reqId, [{ filename: target.path, longname: target.path, attrs: dirAttrs(0o550) }]);
    }),
  );
  sftp.on("STAT", onStat);
  sftp.on("LSTAT", onStat);

  sftp.on("OPENDIR", (reqId, requested) =>
    serve(reqId, async () => {
      const target = resolvePath(requested);
      let entries: FileEntry[];
      if (target.kind === "root") {
        entries = FOLDERS.map((folder) => ({
          filename: folder,
          longname: longname(folder, dirAttrs(MODES[folder].dir)),
          attrs: dirAttrs(MODES[folder].dir),
        }));
      } else if (target.kind === "folder") {
        const files = await listFolder({
          ctx: systemContext(await getDb(), SFTP_ACTOR, login.employerId),
          employerId: login.employerId,
          folder: target.folder,
        });
        entries = files.map((file) => ({
          filename: file.name,
          longname: longname(file.name, fileAttrs(file)),
          attrs: fileAttrs(file),
        }));
      } else {
        return sftp.status(
          reqId,
          target.kind === "file" ? STATUS_CODE.FAILURE : STATUS_CODE.NO_SUCH_FILE,
          "Not a directory.",
        );
      }
      const handle = open({ kind: "dir", entries, sent: false });
      if (handle) sftp.handle(reqId, handle);
      else sftp.status(reqId, STATUS_CODE.FAILURE, "Too many open handles.");
    }),
  );

  sftp.on("READDIR", (reqId, buffer) =>
    serve(reqId, () => {
      const handle = handleOf(buffer);
      if (handle?.kind !== "dir") return sftp.status(reqId, STATUS_CODE.FAILURE, "Not an open directory.");
      if (handle.sent) return sftp.status(reqId, STATUS_CODE.EOF);
      handle.sent = true;
      if (handle.entries.length === 0) return sftp.status(reqId, STATUS_CODE.EOF);
      sftp.name(reqId, handle.entries);
    }),
  );

  sftp.on("OPEN", (reqId, requested, flags) =>
    serve(reqId, async () => {
      const target = resolvePath(requested);
      const reading = (flags & OPEN_MODE.READ) !== 0 && (flags & OPEN_MODE.WRITE) === 0;
      const writing =
        (flags & OPEN_MODE.WRITE) !== 0 && (flags & OPEN_MODE.READ) === 0 && (flags & OPEN_MODE.APPEND) === 0;
      if (target.kind !== "file")
        return sftp.status(
          reqId,
          target.kind === "none" ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE,
          "Not a file.",
        );
      if (target.folder === "outbound" && reading) {
        const file = await findFile({
          ctx: systemContext(await getDb(), SFTP_ACTOR, login.employerId),
          employerId: login.employerId,
          folder: "outbound",
          name: target.name,
        });
        if (!file) return sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
        const handle = open({ kind: "read", file });
        return handle ? sftp.handle(reqId, handle) : sftp.status(reqId, STATUS_CODE.FAILURE, "Too many open handles.");
      }
      if (target.folder === "inbound" && writing) {
        if (handles.size >= MAX_HANDLES) return sftp.status(reqId, STATUS_CODE.FAILURE, "Too many open handles.");
        const upload = await beginUpload({
          ctx: systemContext(await getDb(), SFTP_ACTOR, login.employerId),
          login,
          name: target.name,
          limits,
        }).catch((error: unknown) => {
          if (error instanceof UploadRefused) return error;
          throw error;
        });
        if (upload instanceof UploadRefused) return sftp.status(reqId, STATUS_CODE.FAILURE, upload.message);
        log.info({ file: target.name }, "sftp upload started");
        return sftp.handle(reqId, open({ kind: "write", upload, queue: Promise.resolve() })!);
      }
      const why =
        target.folder === "inbound"
          ? "inbound/ takes new files only: uploads are never read back or appended to."
          : "outbound/ is read-only.";
      sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, why);
    }),
  );

  sftp.on("WRITE", (reqId, buffer, offset, data) => {
    touch();
    const handle = handleOf(buffer);
    if (handle?.kind !== "write") return sftp.status(reqId, STATUS_CODE.FAILURE, "Not a file open for writing.");
    // Writes arrive in order and are stored in that order, one after another.
    handle.queue = handle.queue.then(async () => {
      if (handle.refused) return sftp.status(reqId, STATUS_CODE.FAILURE, handle.refused.message);
      try {
        await handle.upload.write(offset, data);
        sftp.status(reqId, STATUS_CODE.OK);
      } catch (error) {
        handle.refused = error instanceof UploadRefused ? error : new UploadRefused("not_sequential");
        if (!(error instanceof UploadRefused)) log.error({ err: error }, "sftp write failed");
        else log.warn({ file: handle.upload.name, reason: error.reason }, "sftp upload refused");
        sftp.status(
          reqId,
          STATUS_CODE.FAILURE,
          error instanceof UploadRefused ? error.message : "The server could not store the file.",
        );
      }
    });
  });

  sftp.on("READ", (reqId, buffer, offset, length) =>
    serve(reqId, async () => {
      const handle = handleOf(buffer);
      if (handle?.kind !== "read") return sftp.status(reqId, STATUS_CODE.FAILURE, "Not a file open for reading.");
      if (offset >= handle.file.size) return sftp.status(reqId, STATUS_CODE.EOF);
      const seq = Math.floor(offset / CHUNK_BYTES);
      if (handle.cached?.seq !== seq) {
        const bytes = await readChunk({
          ctx: systemContext(await getDb(), SFTP_ACTOR, login.employerId),
          fileId: handle.file.id,
          seq,
        });
        if (!bytes) return sftp.status(reqId, STATUS_CODE.EOF);
        handle.cached = { seq, bytes };
      }
      const start = offset - seq * CHUNK_BYTES;
      sftp.data(reqId, handle.cached.bytes.subarray(start, start + Math.min(length, 256 * 1024)));
    }),
  );

  sftp.on("FSTAT", (reqId, buffer) =>
    serve(reqId, () => {
      const handle = handleOf(buffer);
      if (!handle) return sftp.status(reqId, STATUS_CODE.FAILURE, "No such handle.");
      if (handle.kind === "dir") return sftp.attrs(reqId, dirAttrs(0o550));
      if (handle.kind === "read") return sftp.attrs(reqId, fileAttrs(handle.file));
      const now = seconds(new Date());
      sftp.attrs(reqId, {
        mode: FILE_MODE | MODES.inbound.file,
        uid: 0,
        gid: 0,
        size: handle.upload.received(),
        atime: now,
        mtime: now,
      });
    }),
  );

  // Times and modes a client sets after an upload (put -p, WinSCP) are accepted and ignored.
  sftp.on("FSETSTAT", (reqId, buffer) =>
    sftp.status(reqId, handleOf(buffer)?.kind === "write" ? STATUS_CODE.OK : STATUS_CODE.PERMISSION_DENIED),
  );
  sftp.on("SETSTAT", (reqId, requested) => {
    const target = resolvePath(requested);
    sftp.status(
      reqId,
      target.kind === "file" && target.folder === "inbound" ? STATUS_CODE.OK : STATUS_CODE.PERMISSION_DENIED,
    );
  });

  sftp.on("CLOSE", (reqId, buffer) =>
    serve(reqId, async () => {
      const handle = handleOf(buffer);
      if (!handle) return sftp.status(reqId, STATUS_CODE.FAILURE, "No such handle.");
      handles.delete(idOf(buffer));
      if (handle.kind !== "write") return sftp.status(reqId, STATUS_CODE.OK);
      await handle.queue;
      if (handle.refused) {
        await handle.upload.abort();
        return sftp.status(reqId, STATUS_CODE.FAILURE, handle.refused.message);
      }
      try {
        const queued = await handle.upload.complete();
        log.info(
          {
            file: handle.upload.name,
            bytes: handle.upload.received(),
            eligibilityFileId: queued.eligibilityFileId,
            duplicate: queued.duplicate,
          },
          "sftp upload queued",
        );
        sftp.status(reqId, STATUS_CODE.OK);
      } catch (error) {
        await handle.upload.abort();
        if (!(error instanceof UploadRefused)) throw error;
        sftp.status(reqId, STATUS_CODE.FAILURE, error.message);
      }
    }),
  );

  const refuse = (what: string) => (reqId: number) => sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, what);
  sftp.on(
    "REMOVE",
    refuse("Files are removed by the service: an upload once imported, an acknowledgement after 90 days."),
  );
  sftp.on("RENAME", refuse("Upload a file under its final name; renaming is not supported."));
  sftp.on("MKDIR", refuse("Only inbound/ and outbound/ exist."));
  sftp.on("RMDIR", refuse("Only inbound/ and outbound/ exist."));
  sftp.on("SYMLINK", refuse("Links are not supported."));
  sftp.on("READLINK", (reqId) => sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE));

  // The client has sent its last request (EOF): close our side too, or OpenSSH's client waits for it.
  sftp.on("end", () => sftp.end());

  return {
    /** The session ended: an upload never closed is incomplete, and is dropped. */
    close: async () => {
      const writes = [...handles.values()].filter((handle): handle is WriteHandle => handle.kind === "write");
      handles.clear();
      for (const handle of writes) {
        await handle.queue.catch(() => {});
        await handle.upload
          .abort()
          .catch((error: unknown) => log.error({ err: error }, "could not drop an unfinished upload"));
        log.warn({ file: handle.upload.name }, "sftp upload dropped: the session ended before the file was closed");
      }
    },
  };
}
