import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { IMAGE_MIME, type ImageType } from "./images.ts";

export type S3Config = {
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (endpoint/bucket/key), as MinIO and most S3-compatible stores want. */
  forcePathStyle: boolean;
};

/**
 * Pictures in a brand's S3-compatible bucket (spec point 1: the storage bucket is part of a brand). The
 * public name carries the bucket, `<bucket>_<128 random bits>.<type>`, so the picture route knows where to
 * read it; only buckets of configured brands are ever read.
 */
export const S3_NAME = /^([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])_([0-9a-f]{32})\.(jpg|png|webp|gif)$/;

export class S3Pictures {
  private readonly client: S3Client;

  constructor(config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible stores differ in the newer checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async save(bucket: string, bytes: Uint8Array, type: ImageType): Promise<string> {
    const id = randomBytes(16).toString("hex");
    await this.client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `uploads/${id}.${type}`,
        Body: bytes,
        ContentType: IMAGE_MIME[type],
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
    return `${bucket}_${id}.${type}`;
  }

  /** The picture's bytes as a stream, or undefined when the bucket has no such object. */
  async open(name: string): Promise<{ stream: Readable; size: number | undefined } | undefined> {
    const m = S3_NAME.exec(name);
    if (!m) return undefined;
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: m[1], Key: `uploads/${m[2]}.${m[3]}` }));
      return r.Body ? { stream: r.Body as Readable, size: r.ContentLength } : undefined;
    } catch (e) {
      if (e instanceof NoSuchKey || (e as { name?: string }).name === "NoSuchKey") return undefined;
      throw e;
    }
  }

  close() {
    this.client.destroy();
  }
}
