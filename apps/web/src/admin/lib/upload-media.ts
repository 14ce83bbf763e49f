import { UploadError } from "./errors";
import type { MediaItem } from "./types";

/** The types the server accepts (spec §9); it decides by content, this only filters the file picker. */
export const MEDIA_ACCEPT = [
  "image/*",
  "video/*",
  "audio/*",
  ".pdf",
  "application/pdf",
  ".doc",
  "application/msword",
  ".docx",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
].join(",");

/**
 * POST /api/admin/media/upload (multipart field `file`) through XMLHttpRequest, the one browser API
 * that reports upload progress. Resolves with the stored item; rejects with an UploadError.
 */
export function uploadMedia(file: File, onProgress: (percent: number) => void): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/media/upload");
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    });
    xhr.addEventListener("load", () => {
      if (xhr.status === 201 || xhr.status === 200) {
        onProgress(100);
        resolve(JSON.parse(xhr.responseText) as MediaItem);
        return;
      }
      let body: { message?: string; messageId?: string; messageValues?: Record<string, string | number> } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: fall back to the status text
      }
      const { message, messageId, messageValues } = body;
      reject(new UploadError(message || `Upload failed: ${xhr.statusText || xhr.status}`, xhr.status, { messageId, messageValues }));
    });
    xhr.addEventListener("error", () => reject(new UploadError("Upload failed: network error", 0)));
    xhr.addEventListener("abort", () => reject(new UploadError("Upload failed: aborted", 0)));
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
}
