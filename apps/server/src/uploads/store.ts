import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { mkdir, open, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import type { ImageType } from "./images.ts";
import { S3_NAME, type S3Pictures } from "./s3.ts";

/** Stored names: 128 random bits and the detected type. Nothing of the sender's file name is kept. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

export const uploadUrl = (name: string) => `/media/uploads/${name}`;

/**
 * Uploaded pictures: on local disk (DATA_DIR/uploads) by default; in the brand's S3-compatible bucket when
 * S3 is configured and the brand names a bucket other than "local".
 */
export class UploadStore {
  private dir: string | undefined;

  /** Without a directory (tests, tools) a fresh temporary one is made on the first upload. */
  constructor(
    dir?: string,
    private readonly s3?: { pictures: S3Pictures; buckets: () => string[] },
  ) {
    this.dir = dir;
  }

  /** Stores the picture where the brand keeps its pictures; answers its public name. */
  async put(bytes: Uint8Array, type: ImageType, bucket: string | undefined): Promise<string> {
    if (this.s3 && bucket && bucket !== "local") return this.s3.pictures.save(bucket, bytes, type);
    return this.save(bytes, type);
  }

  /** A stored picture as a stream with its size, wherever it lives; undefined for unknown names. */
  async read(name: string): Promise<{ stream: Readable; size: number | undefined } | undefined> {
    const m = S3_NAME.exec(name);
    if (m) {
      if (!this.s3?.buckets().includes(m[1] ?? "")) return undefined;
      return this.s3.pictures.open(name);
    }
    const file = await this.open(name);
    if (!file) return undefined;
    const { size } = await file.stat();
    return { stream: file.createReadStream(), size };
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
