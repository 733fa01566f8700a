import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * Where review photos live, all under DATA_DIR and outside any folder a server serves as files:
 * - `review-uploads/<tempStorageDirectoryId>/<name>.upright.jpg`: the re-encoded upload, upright;
 * - `review-uploads/<tempStorageDirectoryId>/<name>.jpg`: the same turned by the guest's rotation;
 * - `review-photos/<name>.jpg`: a published review's photo.
 * Every name is drawn here (128 random bits); nothing of the guest's file name is kept.
 */

export const randomHex = (bytes = 16) => randomBytes(bytes).toString('hex');
export const newPhotoFileName = () => `${randomHex()}.jpg`;

export interface PhotoStorage {
  tempDir(dir: string): string;
  /** The photo as shown (rotated). */
  tempFile(dir: string, fileName: string): string;
  /** The upright re-encoded upload each rotation is made from. */
  uprightFile(dir: string, fileName: string): string;
  publishedFile(fileName: string): string;
  writeTemp(dir: string, fileName: string, upright: Buffer, shown: Buffer): Promise<void>;
  writeShown(dir: string, fileName: string, shown: Buffer): Promise<void>;
  deleteTemp(dir: string, fileName: string): Promise<void>;
  removeTempDir(dir: string): Promise<void>;
  /** Copies the shown photo of a temporary directory to the published folder (the folder goes once the publishing is committed). */
  publish(dir: string, fileName: string): Promise<void>;
  read(path: string): Promise<Buffer | undefined>;
  /** Temporary directories on disk, with their last change. */
  listTempDirs(): Promise<Array<{ dir: string; modifiedMs: number }>>;
}

export function createPhotoStorage(dataDir: string): PhotoStorage {
  const uploads = join(dataDir, 'review-uploads');
  const published = join(dataDir, 'review-photos');
  const s: PhotoStorage = {
    tempDir: (dir) => join(uploads, dir),
    tempFile: (dir, fileName) => join(uploads, dir, fileName),
    uprightFile: (dir, fileName) => join(uploads, dir, fileName.replace(/\.jpg$/, '.upright.jpg')),
    publishedFile: (fileName) => join(published, fileName),
    async writeTemp(dir, fileName, upright, shown) {
      await mkdir(s.tempDir(dir), { recursive: true, mode: 0o700 });
      await writeFile(s.uprightFile(dir, fileName), upright, { mode: 0o600 });
      await writeFile(s.tempFile(dir, fileName), shown, { mode: 0o600 });
    },
    async writeShown(dir, fileName, shown) {
      await writeFile(s.tempFile(dir, fileName), shown, { mode: 0o600 });
    },
    async deleteTemp(dir, fileName) {
      await rm(s.tempFile(dir, fileName), { force: true });
      await rm(s.uprightFile(dir, fileName), { force: true });
    },
    async removeTempDir(dir) {
      await rm(s.tempDir(dir), { recursive: true, force: true });
    },
    async publish(dir, fileName) {
      await mkdir(published, { recursive: true, mode: 0o700 });
      await copyFile(s.tempFile(dir, fileName), s.publishedFile(fileName));
    },
    async read(path) {
      try {
        return await readFile(path);
      } catch {
        return undefined;
      }
    },
    async listTempDirs() {
      let names: string[];
      try {
        names = await readdir(uploads);
      } catch {
        return [];
      }
      const found: Array<{ dir: string; modifiedMs: number }> = [];
      for (const dir of names) {
        const info = await stat(join(uploads, dir)).catch(() => undefined);
        if (info?.isDirectory()) found.push({ dir, modifiedMs: info.mtimeMs });
      }
      return found;
    },
  };
  return s;
}
