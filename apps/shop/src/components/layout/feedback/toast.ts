import { useSyncExternalStore } from "react";

export type ToastKind = "success" | "warning" | "error" | "info";
export type Toast = { id: number; kind: ToastKind; text: string; offset: number };
export type ToastOptions = { duration?: number; offset?: number };

const DEFAULT_DURATION = 3000;
const DEFAULT_OFFSET = 20;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, text: string, opts: ToastOptions = {}) {
  const t: Toast = { id: nextId++, kind, text, offset: opts.offset ?? DEFAULT_OFFSET };
  toasts = [...toasts, t];
  emit();
  window.setTimeout(() => dismiss(t.id), opts.duration ?? DEFAULT_DURATION);
  return t.id;
}

/** Callable from anywhere (event handlers, query callbacks); the shell renders them. */
export const toast = {
  success: (text: string, opts?: ToastOptions) => show("success", text, opts),
  warning: (text: string, opts?: ToastOptions) => show("warning", text, opts),
  error: (text: string, opts?: ToastOptions) => show("error", text, opts),
  info: (text: string, opts?: ToastOptions) => show("info", text, opts),
  dismiss,
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useToasts = () => useSyncExternalStore(subscribe, () => toasts);
