import { type FormEvent, useCallback, useRef, useState } from "react";
import { type Errors, hasErrors, type Problem } from "../validation.ts";

/** One value of the form as its field row takes it. */
export type FieldBinding = { value: string; onValue: (v: string) => void; problem: Problem | undefined };

/**
 * Small form state for the account forms: values, per-field problems, the server's refusal and a busy flag.
 * `submit` checks first and calls the server only when every field passes.
 */
export function useForm<F extends string>(initial: Record<F, string>) {
  const first = useRef(initial);
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const set = useCallback(
    (f: F) => (v: string) => {
      setValues((p) => ({ ...p, [f]: v }));
      // A field being corrected stops complaining until the next submit.
      setErrors((e) => {
        if (!(f in e)) return e;
        const { [f]: _gone, ...rest } = e;
        return rest as Errors<F>;
      });
    },
    [],
  );

  const reset = useCallback((next?: Partial<Record<F, string>>) => {
    setValues({ ...first.current, ...next });
    setErrors({});
    setServerError(null);
  }, []);

  const submit = useCallback(
    (validate: (v: Record<F, string>) => Errors<F>, run: (v: Record<F, string>) => Promise<void>) =>
      async (e?: FormEvent) => {
        e?.preventDefault();
        if (busy) return;
        const found = validate(values);
        setErrors(found);
        setServerError(null);
        if (hasErrors(found)) {
          // Put the cursor where the first problem is.
          const form = (e?.target as HTMLFormElement | undefined) ?? undefined;
          window.setTimeout(() => form?.querySelector<HTMLInputElement>("[aria-invalid=true]")?.focus(), 0);
          return;
        }
        setBusy(true);
        try {
          await run(values);
        } catch (err) {
          setServerError(err);
        } finally {
          setBusy(false);
        }
      },
    [busy, values],
  );

  /** What a field row takes of one value: the value, its setter and its problem; `clean` rewrites what is typed. */
  const field = (f: F, clean?: (v: string) => string): FieldBinding => ({
    value: values[f],
    onValue: clean ? (v) => set(f)(clean(v)) : set(f),
    problem: errors[f],
  });

  return { values, errors, serverError, busy, set, field, reset, submit, setServerError };
}
