/**
 * Backups of the owner's content: the content files and uploaded images of the source folder,
 * copied into BACKUP_DIR/content-<UTC time>/ beside the lead snapshots, after every publish and roll
 * back and with every scheduled lead snapshot, so nothing the owner wrote is lost with the disk.
 * `npm run leads -- --restore BACKUP_DIR/content-<time>` puts them back.
 */
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { compactTime } from "../backup";
import { copyContent, listContentFiles, restoreContent } from "./content-files";

const CONTENT_BACKUP = /^content-\d{8}T\d{6}Z$/;

/** The content backups in `dir`, oldest first. */
export async function listContentBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => CONTENT_BACKUP.test(name)).sort();
}

/** Copies the content into `dir`/content-<time> (whole or not at all); keeps the newest `keep`. */
export async function backupContent(
  sourceDir: string,
  dir: string,
  time: number,
  keep: number,
): Promise<{ folder: string; files: number }> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const folder = join(dir, `content-${compactTime(time)}`);
  const temp = `${folder}.tmp`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(temp, { mode: 0o700 });
  await copyContent(sourceDir, temp);
  await rm(folder, { recursive: true, force: true });
  await rename(temp, folder);
  for (const old of (await listContentBackups(dir)).slice(0, -keep)) {
    await rm(join(dir, old), { recursive: true, force: true });
  }
  return { folder, files: (await listContentFiles(folder)).length };
}

/** Puts a content backup back into the source folder; returns the files it changed. */
export async function restoreContentBackup(folder: string, sourceDir: string): Promise<string[]> {
  const info = await stat(folder).catch(() => null);
  if (!info?.isDirectory() || !CONTENT_BACKUP.test(basename(folder))) {
    throw new Error(`${folder} is not a content backup (a content-<time> folder)`);
  }
  if ((await listContentFiles(folder)).length === 0) {
    throw new Error(`${folder} holds no content files`);
  }
  return restoreContent(folder, sourceDir);
}

/** True when the path names a content backup folder rather than a lead snapshot. */
export const isContentBackup = (path: string) =>
  CONTENT_BACKUP.test(basename(path.replace(/\/+$/, "")));
