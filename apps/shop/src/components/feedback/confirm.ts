import { useSyncExternalStore } from "react";

export type ConfirmRequest = {
  title?: string;
  message: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
};
type Pending = ConfirmRequest & { resolve: (ok: boolean) => void };

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Opens the shell's confirm dialog; resolves true on OK, false on cancel, Escape or a click outside. */
export function confirmDialog(req: ConfirmRequest): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => {
    pending = { ...req, resolve };
    emit();
  });
}

export function settleConfirm(ok: boolean) {
  const p = pending;
  pending = null;
  emit();
  p?.resolve(ok);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const usePendingConfirm = () => useSyncExternalStore(subscribe, () => pending);
