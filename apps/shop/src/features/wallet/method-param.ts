import { useSearchParams } from "react-router";

/**
 * The way a wallet form takes, kept in the query (?method=) so a reload keeps it: one of `methods`, the first the
 * default and left out of the address. Choosing replaces the history entry, as a tab does.
 */
export function useMethodParam<M extends string>(methods: readonly [M, ...M[]]): [M, (m: M) => void] {
  const [params, setParams] = useSearchParams();
  const [first] = methods;
  const method = methods.find((m) => m === params.get("method")) ?? first;
  const choose = (m: M) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (m === first) q.delete("method");
        else q.set("method", m);
        return q;
      },
      { replace: true },
    );
  return [method, choose];
}
