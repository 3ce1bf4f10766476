import { useSyncExternalStore } from "react";

export type ToastKind = "success" | "warning" | "error" | "info";
export type Toast = { id: number; kind: ToastKind; text: string };
export type ToastOptions = { duration?: number };

const DEFAULT_DURATION = 3000;
/** The same sentence again within this time is not shown twice (a burst of failing calls). */
const REPEAT_MS = 500;

let toasts: Toast[] = [];
let nextId = 1;
const lastShown = new Map<string, number>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, text: string, opts: ToastOptions = {}): number | undefined {
  const now = Date.now();
  const prev = lastShown.get(text);
  lastShown.set(text, now);
  if (prev !== undefined && now - prev < REPEAT_MS) return undefined;
  const t: Toast = { id: nextId++, kind, text };
  toasts = [...toasts.slice(-3), t];
  emit();
  setTimeout(() => dismiss(t.id), opts.duration ?? DEFAULT_DURATION);
  return t.id;
}

/** Callable from anywhere (event handlers, query callbacks); <Toaster /> renders them. */
export const toast = {
  success: (text: string, opts?: ToastOptions) => show("success", text, opts),
  warning: (text: string, opts?: ToastOptions) => show("warning", text, opts),
  error: (text: string, opts?: ToastOptions) => show("error", text, opts),
  info: (text: string, opts?: ToastOptions) => show("info", text, opts),
  dismiss,
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};
export const useToasts = () => useSyncExternalStore(subscribe, () => toasts);
