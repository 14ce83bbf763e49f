// A real S3-protocol server on loopback (s3rver) for the media storage tests, in a folder of its own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export interface TestBucket {
  bucket: string;
  /** What to give the app's configuration (the SDK reads the credentials from the process's environment). */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

// s3rver's built-in account.
const SDK_ENV = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER", AWS_REGION: "us-east-1" };

/** Starts s3rver on a free loopback port, points the AWS SDK at it, and creates `bucket`. */
export async function startTestBucket(bucket = "lumiere-media", prefix?: string): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), "lumiere-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const saved = Object.fromEntries(Object.keys({ ...SDK_ENV, AWS_ENDPOINT_URL_S3: "" }).map((k) => [k, process.env[k]]));
  Object.assign(process.env, SDK_ENV, { AWS_ENDPOINT_URL_S3: endpoint });
  const client = new S3Client({ endpoint, forcePathStyle: true, region: SDK_ENV.AWS_REGION });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    bucket,
    env: { MEDIA_S3_BUCKET: bucket, AWS_ENDPOINT_URL_S3: endpoint, ...(prefix ? { MEDIA_S3_PREFIX: prefix } : {}) },
    async keys() {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (out.Contents ?? []).map((o) => o.Key ?? "").sort();
    },
    async close() {
      client.destroy();
      await server.close();
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
