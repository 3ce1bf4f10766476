import { useCallback, useEffect, useRef, useState } from "react";
import { useErrorText } from "../../lib/error-text.ts";
import { uploadIdPhoto } from "./api.ts";
import { PHOTO_SLOTS, type PhotoSlot, type PhotoState } from "./loan-terms.ts";
import { type Photo, type PhotoRefusal, photoFileProblem, photoState } from "./photo-rules.ts";

type Slots<T> = Partial<Record<PhotoSlot, T>>;

/**
 * The three ID pictures of an application: a picked picture is checked, then uploaded at once with its
 * progress (moduleName "credit"). Picking another or removing one cancels its upload; leaving the page too.
 * `prefill` puts pictures already uploaded (a rejected application's) in their slots.
 */
export function usePhotos() {
  const errorText = useErrorText();
  const [photos, setPhotos] = useState<Slots<Photo>>({});
  const [refused, setRefused] = useState<Slots<PhotoRefusal>>({});
  const running = useRef<Slots<AbortController>>({});
  const previews = useRef<Slots<string>>({});

  const drop = useCallback((slot: PhotoSlot) => {
    running.current[slot]?.abort();
    delete running.current[slot];
    const preview = previews.current[slot];
    if (preview) URL.revokeObjectURL(preview);
    delete previews.current[slot];
  }, []);

  useEffect(() => () => PHOTO_SLOTS.forEach(drop), [drop]);

  const update = useCallback(
    (slot: PhotoSlot, ctrl: AbortController, change: (p: Photo) => Photo) =>
      !ctrl.signal.aborted && setPhotos((all) => (all[slot] ? { ...all, [slot]: change(all[slot]) } : all)),
    [],
  );

  const pick = useCallback(
    (slot: PhotoSlot, file: File) => {
      const problem = photoFileProblem(file);
      setRefused((r) => ({ ...r, [slot]: problem }));
      if (problem) return;
      drop(slot);
      const ctrl = new AbortController();
      running.current[slot] = ctrl;
      const preview = URL.createObjectURL(file);
      previews.current[slot] = preview;
      setPhotos((all) => ({ ...all, [slot]: { name: file.name, preview, progress: 0 } }));
      uploadIdPhoto(file, (progress) => update(slot, ctrl, (p) => ({ ...p, progress })), ctrl.signal)
        .then((url) => update(slot, ctrl, (p) => ({ ...p, url, progress: 1 })))
        .catch((e: unknown) => update(slot, ctrl, (p) => ({ ...p, failed: errorText(e) })));
    },
    [drop, errorText, update],
  );

  const clear = useCallback(
    (slot: PhotoSlot) => {
      drop(slot);
      setPhotos((all) => ({ ...all, [slot]: undefined }));
      setRefused((r) => ({ ...r, [slot]: undefined }));
    },
    [drop],
  );

  const prefill = useCallback(
    (urls: Record<PhotoSlot, string>) => {
      for (const slot of PHOTO_SLOTS) drop(slot);
      const filled: Slots<Photo> = {};
      for (const slot of PHOTO_SLOTS) {
        const url = urls[slot];
        if (url) filled[slot] = { name: url.split("/").pop() ?? url, preview: url, progress: 1, url };
      }
      setPhotos(filled);
      setRefused({});
    },
    [drop],
  );

  const states = Object.fromEntries(PHOTO_SLOTS.map((s) => [s, photoState(photos[s])])) as Record<
    PhotoSlot,
    PhotoState
  >;
  return { photos, refused, states, pick, clear, prefill };
}
