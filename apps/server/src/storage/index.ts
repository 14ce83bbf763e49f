import path from "node:path";
import type { Config } from "../env";
import { LocalMediaStorage } from "./local";
import type { MediaStorage } from "./media-storage";

export type { ByteRange, MediaStorage, StoredObject } from "./media-storage";
export { isStorableName } from "./names";

/** The configured media storage: an S3-compatible bucket when MEDIA_S3_BUCKET is set, else DATA_DIR/media. */
export async function createMediaStorage(config: Config): Promise<MediaStorage> {
  const s3 = config.mediaS3;
  if (!s3) return new LocalMediaStorage(path.join(config.dataDir, "media"));
  // Loaded only when used: a site on its own disk starts without the SDK.
  const { S3MediaStorage } = await import("./s3");
  return new S3MediaStorage({ bucket: s3.bucket, prefix: s3.prefix, forcePathStyle: s3.pathStyle });
}
