import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from "@mall/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { useErrorText } from "../../lib/error-text.ts";
import { uploadProof } from "./api.ts";

/** The picked payment proof: its preview, how far its upload is, then its address or why it failed. */
export type Proof = { name: string; preview: string; progress: number; url?: string; failed?: string };

/** What the picker offers; the server recognises pictures by their content anyway. */
export const PROOF_ACCEPT = UPLOAD_ACCEPT;
const ACCEPTED = new Set(UPLOAD_ACCEPT.split(","));

/** Why a picked file is refused before it is sent (a wallet.problems key), or undefined. */
export function proofFileProblem(f: { type: string; size: number }): "proofType" | "proofSize" | undefined {
  if (f.type && !ACCEPTED.has(f.type.toLowerCase())) return "proofType";
  if (f.size > UPLOAD_MAX_BYTES) return "proofSize";
  return undefined;
}

export const proofUploading = (p: Proof | null) => p !== null && p.url === undefined && p.failed === undefined;

/**
 * One payment proof: a picked picture is checked, then uploaded at once with its progress (moduleName
 * "recharge"). Picking another or removing it cancels the upload; leaving the page too.
 */
export function useProof() {
  const errorText = useErrorText();
  const [proof, setProof] = useState<Proof | null>(null);
  const [refused, setRefused] = useState<"proofType" | "proofSize" | undefined>();
  const running = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const drop = useCallback(() => {
    running.current?.abort();
    running.current = null;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);

  useEffect(() => drop, [drop]);

  const pick = useCallback(
    (file: File) => {
      const problem = proofFileProblem(file);
      setRefused(problem);
      if (problem) return;
      drop();
      const ctrl = new AbortController();
      running.current = ctrl;
      const url = URL.createObjectURL(file);
      preview.current = url;
      setProof({ name: file.name, preview: url, progress: 0 });
      uploadProof(file, (progress) => !ctrl.signal.aborted && setProof((p) => p && { ...p, progress }), ctrl.signal)
        .then((address) => !ctrl.signal.aborted && setProof((p) => p && { ...p, url: address, progress: 1 }))
        .catch((e: unknown) => !ctrl.signal.aborted && setProof((p) => p && { ...p, failed: errorText(e) }));
    },
    [drop, errorText],
  );

  const clear = useCallback(() => {
    drop();
    setProof(null);
    setRefused(undefined);
  }, [drop]);

  return { proof, refused, pick, clear };
}
