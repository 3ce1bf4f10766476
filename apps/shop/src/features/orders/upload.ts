import { CODE, type Envelope, wireLang } from "@mall/contract";
import { ApiError } from "../../lib/api.ts";
import { currentLocale } from "../../lib/locale.ts";
import { storage } from "../../lib/storage.ts";

/** What the review's picture picker offers (spec point 5: JPEG and PNG); review-draft.ts checks the pick. */
export const REVIEW_PICTURE_ACCEPT = "image/jpeg,image/png,.jpg,.jpeg,.png";

/**
 * uploadimg!execute with XMLHttpRequest, because fetch reports no upload progress. Resolves with the
 * picture's address; rejects with ApiError (the server's refusal or a network failure) or an AbortError.
 */
export function uploadPicture(
  file: File,
  o: { moduleName: string; onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const q = new URLSearchParams({ lang: wireLang(currentLocale()) });
    const token = storage.token();
    if (token) q.set("token", token);
    const body = new FormData();
    body.set("moduleName", o.moduleName);
    body.set("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/uploadimg!execute.action?${q}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) o.onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      const env = xhr.response as Envelope<string> | null;
      if (env && String(env.code) === CODE.ok && typeof env.data === "string") {
        o.onProgress(1);
        resolve(env.data);
      } else reject(new ApiError(String(env?.code ?? CODE.business), env?.msg || "上传失败，请重试"));
    };
    xhr.onerror = () => reject(new ApiError(CODE.business, "网络连接异常，请检查网络"));
    xhr.onabort = () => reject(new DOMException("upload cancelled", "AbortError"));
    o.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
