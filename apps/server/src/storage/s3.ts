import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import type { ByteRange, MediaStorage, StoredObject } from "./media-storage";
import { clampRange, isStorableName } from "./names";

export interface S3Options {
  bucket: string;
  /** Key prefix, empty or ending in `/`. */
  prefix: string;
  /** Path-style addressing (`endpoint/bucket/key`): what MinIO and most S3-compatible servers expect. */
  forcePathStyle: boolean;
}

const DELETES_AT_ONCE = 8;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2…). Region, credentials and endpoint come from the SDK's
 * own standard variables (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_ENDPOINT_URL_S3…), read by the SDK.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = "s3" as const;
  readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      forcePathStyle: options.forcePathStyle,
      // Checksums only where the API requires them: several S3-compatible servers reject the newer defaults.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  describe(): string {
    return `S3 bucket ${this.options.bucket}${this.options.prefix ? ` under ${this.options.prefix}` : ""}`;
  }

  private key(name: string): string {
    if (!isStorableName(name)) throw new Error(`not a storable media name: ${JSON.stringify(name)}`);
    return this.options.prefix + name;
  }

  /** Fails (with the SDK's error) when the bucket is missing or cannot be reached. */
  async check(signal: AbortSignal): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }), { abortSignal: signal });
  }

  async put(name: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.key(name),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
      }),
    );
  }

  async get(name: string, range?: ByteRange): Promise<StoredObject | null> {
    if (!isStorableName(name)) return null;
    const Key = this.key(name);
    const Range = range ? `bytes=${range.start}-${range.end ?? ""}` : undefined;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key, Range }));
      const size = out.ContentLength ?? 0;
      const total = Range ? Number(/\/(\d+)$/.exec(out.ContentRange ?? "")?.[1] ?? size) : size;
      return { body: out.Body as Readable, size, totalSize: total, etag: out.ETag, lastModified: out.LastModified };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return null;
      if (status !== 416 || !range) throw error;
    }
    // A range past the end: what the object is, with nothing to send.
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key })).catch((error: unknown) => {
      if (statusOf(error) === 404) return null;
      throw error;
    });
    if (!head) return null;
    const totalSize = head.ContentLength ?? 0;
    const { start, end } = clampRange(range, totalSize);
    if (start <= end) throw new Error(`the bucket refused the satisfiable range ${start}-${end} of ${Key}`);
    return { body: Readable.from([]), size: 0, totalSize, etag: head.ETag, lastModified: head.LastModified };
  }

  async delete(names: string[]): Promise<void> {
    // One request per name: DeleteObjects needs checksums not every S3-compatible server accepts.
    const keys = names.filter(isStorableName).map((name) => this.key(name));
    for (let i = 0; i < keys.length; i += DELETES_AT_ONCE) {
      await Promise.all(
        keys.slice(i, i + DELETES_AT_ONCE).map((Key) => this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key }))),
      );
    }
  }

  async *list(): AsyncIterable<{ name: string; size: number }> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.options.bucket, Prefix: this.options.prefix || undefined });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.options.prefix.length) ?? "";
        if (isStorableName(name)) yield { name, size: object.Size ?? 0 };
      }
    }
  }

  close(): void {
    this.client.destroy();
  }
}
