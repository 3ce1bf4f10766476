import type { ErrorKey } from "./errors.ts";

/**
 * A lifecycle as data (STYLE.md practice 5): each event names the states it may start from, the state it
 * leads to, and the catalogue message when it is refused. Orders, refunds, deposits, withdrawals and loans
 * each have one such table; the server moves rows only through it (apps/server/src/db/transition.ts) and
 * the web apps derive the actions they offer from it.
 */
export type Transitions<S extends string | number, E extends string> = Record<
  E,
  { from: readonly S[]; to: S; refused: ErrorKey }
>;

export interface Lifecycle<S extends string | number, E extends string> {
  /** Where the state lives: the table and its state column. */
  table: string;
  column: string;
  transitions: Transitions<S, E>;
}

export const lifecycle = <S extends string | number, E extends string>(l: Lifecycle<S, E>): Lifecycle<S, E> => l;

export const canTransition = <S extends string | number, E extends string>(
  l: Lifecycle<S, E>,
  state: S | number | string,
  event: E,
): boolean => (l.transitions[event].from as readonly (string | number)[]).includes(state);

/** The events a row in `state` may take next, in the table's order: what a page may offer. */
export const eventsFrom = <S extends string | number, E extends string>(l: Lifecycle<S, E>, state: S): E[] =>
  (Object.keys(l.transitions) as E[]).filter((e) => canTransition(l, state, e));
