import { type SlideChallenge, type SlidePoint, writeSlideTrace } from "@mall/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { slideChallenge } from "./api.ts";

/** What the slide check says under its picture. */
export type SlideNote = "required" | "failed" | undefined;

/** The answer a login or registration carries (slideProofParams of the contract). */
export type SlideProof = { slideId: string; slideX: number; slideTrace: string };

/** Points kept in memory; the trace sent is thinned to the contract's limit. */
const MAX_KEPT = 2000;

/**
 * The state of one slide check (decision 0013): the challenge, where the piece is, the drag so far. `active`
 * loads a challenge; a new one comes before the old one's time is up, and after every answer the server read
 * (`renew`), since a challenge is spent by the call that carries it, passed or not.
 */
export function useSlideCheck(active: boolean) {
  const [challenge, setChallenge] = useState<SlideChallenge | null>(null);
  const [failedToLoad, setFailedToLoad] = useState(false);
  const [x, setX] = useState(0);
  const [note, setNote] = useState<SlideNote>();
  const trace = useRef<SlidePoint[]>([]);
  const began = useRef<number | null>(null);
  const loading = useRef(0);
  const handle = useRef<HTMLDivElement | null>(null);

  const load = useCallback(async () => {
    const mine = ++loading.current;
    setFailedToLoad(false);
    try {
      const c = await slideChallenge();
      if (mine !== loading.current) return;
      setChallenge(c);
      setX(0);
      trace.current = [];
      began.current = null;
    } catch {
      if (mine === loading.current) setFailedToLoad(true);
    }
  }, []);

  useEffect(() => {
    if (active) void load();
  }, [active, load]);

  // A challenge lives `ttl` seconds on the server: take a new one a little before.
  useEffect(() => {
    if (!active || !challenge) return;
    const timer = window.setTimeout(() => void load(), Math.max(5, challenge.ttl - 5) * 1000);
    return () => window.clearTimeout(timer);
  }, [active, challenge, load]);

  /** Moves the piece, writing the move into the trace (the first move also records where it started). */
  const move = useCallback(
    (next: number) => {
      const now = performance.now();
      if (began.current === null) {
        began.current = now;
        trace.current = [[0, Math.round(x)]];
      }
      if (trace.current.length < MAX_KEPT) trace.current.push([now - began.current, Math.round(next)]);
      setX(next);
      setNote(undefined);
    },
    [x],
  );

  /** The answer to send, or undefined while the piece has not been moved. */
  const proof = useCallback((): SlideProof | undefined => {
    if (!challenge || began.current === null || trace.current.length < 2) return undefined;
    const slideX = Math.round(x);
    const points = [...trace.current];
    const last = points[points.length - 1];
    if (last && last[1] !== slideX) points.push([last[0], slideX]);
    return { slideId: challenge.id, slideX, slideTrace: writeSlideTrace(points) };
  }, [challenge, x]);

  /** Says the piece must be moved first, and puts the keyboard on it. */
  const require = useCallback(() => {
    setNote("required");
    handle.current?.focus();
  }, []);

  /** After the server read an answer: a new picture; `failed` when it said the piece did not fit. */
  const renew = useCallback(
    (failed: boolean) => {
      setNote(failed ? "failed" : undefined);
      void load();
    },
    [load],
  );

  return { challenge, failedToLoad, x, note, move, proof, require, renew, reload: load, handle };
}

export type SlideCheckState = ReturnType<typeof useSlideCheck>;
