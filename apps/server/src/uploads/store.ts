import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { mkdir, open, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ImageType } from "./images.ts";

/** Stored names: 128 random bits and the detected type. Nothing of the sender's file name is kept. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

export const uploadUrl = (name: string) => `/media/uploads/${name}`;

/** Uploaded pictures on local disk (DATA_DIR/uploads in production). */
export class UploadStore {
  private dir: string | undefined;

  /** Without a directory (tests, tools) a fresh temporary one is made on the first upload. */
  constructor(dir?: string) {
    this.dir = dir;
  }

  private async root(): Promise<string> {
    if (!this.dir) this.dir = mkdtempSync(join(tmpdir(), "mall-uploads-"));
    await mkdir(this.dir, { recursive: true });
    return this.dir;
  }

  async save(bytes: Uint8Array, type: ImageType): Promise<string> {
    const name = `${randomBytes(16).toString("hex")}.${type}`;
    // "wx": never overwrite an existing picture, however unlikely the collision.
    await writeFile(join(await this.root(), name), bytes, { flag: "wx", mode: 0o644 });
    return name;
  }

  /** An open handle on a stored picture, or undefined for names that are not ours or do not exist. */
  async open(name: string) {
    if (!UPLOAD_NAME.test(name) || !this.dir) return undefined;
    try {
      return await open(join(this.dir, name), "r");
    } catch {
      return undefined;
    }
  }
}
