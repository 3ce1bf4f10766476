import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The repository's root: instances run `node --import tsx apps/server/src/main.ts` from there, as npm start does. */
export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/** Debian's libfaketime (package faketime), the multithreaded build: Node runs several threads. */
export function faketimeLibrary(): string | undefined {
  for (const dir of ["/usr/lib", "/usr/lib64"]) {
    if (!existsSync(dir)) continue;
    for (const arch of readdirSync(dir)) {
      const lib = `${dir}/${arch}/faketime/libfaketimeMT.so.1`;
      if (existsSync(lib)) return lib;
    }
  }
  return undefined;
}

export interface InstanceSpec {
  /** Also the PostgreSQL application_name of its connections, so a test can tell whose backend does what. */
  name: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  /** A wall clock this far off ("+5s", "-5s"), through libfaketime; monotonic timers stay true. */
  clockShift?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every child of this test process, killed when it exits however it exits (a crashed worker leaves none). */
const everyChild = new Set<ChildProcess>();
process.once("exit", () => {
  for (const c of everyChild) c.kill("SIGKILL");
});

/** One real server process: started, killed with SIGKILL, paused and resumed, stopped. Its output is kept. */
export class ServerInstance {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  /** Set while the test itself ends the process: any other exit is someone else's doing, or a crash. */
  private ending = false;
  /** Exits the test did not ask for ("code 0" is a SIGTERM from outside the test: the server exits cleanly). */
  unexpectedExits: string[] = [];
  /** stdout and stderr of every run of this instance, in order. */
  output = "";
  readonly url: string;

  constructor(readonly spec: InstanceSpec) {
    this.url = `http://127.0.0.1:${spec.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves when it answers /healthz (it has migrated, listens and runs jobs). */
  async start(timeoutMs = 60_000): Promise<void> {
    if (this.running) throw new Error(`${this.spec.name} is already running`);
    this.ending = false;
    const db = new URL(this.spec.databaseUrl);
    db.searchParams.set("application_name", this.spec.name);
    const shift = this.spec.clockShift ? faketimeLibrary() : undefined;
    if (this.spec.clockShift && !shift) throw new Error("libfaketime is missing (apt-get install faketime)");
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      DATABASE_URL: db.toString(),
      REDIS_URL: this.spec.redisUrl,
      PORT: String(this.spec.port),
      HOST: "127.0.0.1",
      DATA_DIR: this.spec.dataDir,
      LOG_LEVEL: "warn",
      DB_POOL_SIZE: "5",
      // Every request of a test comes from 127.0.0.1: per-address budgets would be spent by the load alone.
      RATE_LIMIT_SCALE: "1000",
      DEMO: "0",
      ...(shift ? { LD_PRELOAD: shift, FAKETIME: this.spec.clockShift, DONT_FAKE_MONOTONIC: "1" } : {}),
    };
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: repoRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    everyChild.add(child);
    this.output += `\n--- ${this.spec.name} started (pid ${child.pid}) at ${new Date().toISOString()}\n`;
    const keep = (b: Buffer) => {
      this.output += b.toString();
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    this.exited = new Promise((resolve) =>
      child.once("exit", (code, signal) => {
        everyChild.delete(child);
        const what = `${this.spec.name} exited (code ${code}, signal ${signal})`;
        if (!this.ending) this.unexpectedExits.push(what);
        this.output += `\n--- ${what}${this.ending ? "" : " UNEXPECTEDLY"}\n`;
        resolve();
      }),
    );
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (!this.running) throw new Error(`${this.spec.name} exited while starting:\n${this.output.slice(-3000)}`);
      const ok = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(1_000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await sleep(100);
    }
    throw new Error(`${this.spec.name} did not answer /healthz in ${timeoutMs} ms:\n${this.output.slice(-3000)}`);
  }

  /** kill -9: no clean-up, no closing of connections or jobs, as a crashed machine. */
  async kill9(): Promise<void> {
    this.ending = true;
    this.child?.kill("SIGKILL");
    await this.exited;
  }

  /** SIGSTOP: the process stands still, its sockets open, as a machine frozen by a long pause. */
  pause(): void {
    this.child?.kill("SIGSTOP");
  }

  resume(): void {
    this.child?.kill("SIGCONT");
  }

  /** A clean stop (SIGTERM: the server closes), SIGKILL after 5 s. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.ending = true;
    this.child?.kill("SIGCONT");
    this.child?.kill("SIGTERM");
    const killer = setTimeout(() => this.child?.kill("SIGKILL"), 5_000);
    await this.exited;
    clearTimeout(killer);
  }
}
