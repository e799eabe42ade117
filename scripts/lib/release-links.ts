/**
 * A release shares most of its files with the one before it: the investor documents' PDFs (kept
 * five years, docs/decisions/0019-investor-documents-storage.md), the images, the hashed scripts,
 * most pages. Each file of the incoming release whose bytes equal the live release's file at the
 * same path becomes a hard link to it, so the releases kept on disk cost one copy of what did not
 * change. Releases are never written after they are made, so a shared inode is never changed
 * through one of them; deleting an old release removes only its links.
 */
import { linkSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface LinkedFiles {
  files: number;
  bytes: number;
}

/** Hard-links every file of `incomingDir` that is byte for byte the same in `liveDir`. */
export function linkUnchanged(liveDir: string, incomingDir: string): LinkedFiles {
  const linked: LinkedFiles = { files: 0, bytes: 0 };
  for (const entry of readdirSync(incomingDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const live = join(liveDir, relative(incomingDir, path));
    let liveStat: ReturnType<typeof statSync>;
    try {
      liveStat = statSync(live);
    } catch {
      continue; // new in this release
    }
    const stat = statSync(path);
    if (!liveStat.isFile() || liveStat.size !== stat.size || liveStat.ino === stat.ino) continue;
    if (!readFileSync(live).equals(readFileSync(path))) continue;
    // Linked beside it, then renamed over it: the path always names a whole file.
    const temporary = `${path}.link`;
    try {
      linkSync(live, temporary);
    } catch (error) {
      // Another file system (EXDEV) or one without hard links: the copy stays.
      if (
        ['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes(
          (error as NodeJS.ErrnoException).code ?? '',
        )
      )
        return linked;
      throw error;
    }
    renameSync(temporary, path);
    linked.files += 1;
    linked.bytes += stat.size;
  }
  return linked;
}
