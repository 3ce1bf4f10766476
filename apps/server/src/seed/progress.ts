/** A terminal progress bar: `\r` redraws on a TTY, one plain line per step otherwise (logs, CI). */
export interface Progress {
  step(label: string, done: number): void;
  finish(summary: string): void;
}

export function createProgress(enabled: boolean, total: number, out: NodeJS.WriteStream = process.stdout): Progress {
  const started = Date.now();
  const width = 30;
  const tty = Boolean(out.isTTY);
  let last = "";
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  return {
    step(label, done) {
      if (!enabled) return;
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      const pct = `${Math.floor(ratio * 100)}`.padStart(3);
      if (tty) {
        const filled = Math.round(ratio * width);
        const line = `  seeding [${"█".repeat(filled)}${"░".repeat(width - filled)}] ${pct}% ${label}`;
        // Pad over a longer previous line so no stale characters remain after \r.
        out.write(`\r${line.padEnd(last.length)}`);
        last = line;
      } else if (label !== last) {
        out.write(`seed ${pct}% ${label} (${elapsed()})\n`);
        last = label;
      }
    },
    finish(summary) {
      if (!enabled) return;
      out.write(
        tty
          ? `\r${`  seeded: ${summary} in ${elapsed()}`.padEnd(last.length)}\n`
          : `seed done: ${summary} in ${elapsed()}\n`,
      );
    },
  };
}
