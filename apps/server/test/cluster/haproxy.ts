import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";

/** Where the haproxy binary is (Debian puts it in /usr/sbin, which a non-root PATH may lack). */
export function haproxyBinary(): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(delimiter), "/usr/sbin", "/usr/local/sbin"];
  return dirs.map((d) => join(d, "haproxy")).find((p) => existsSync(p));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Round robin over the instances with health checks on /healthz every 500 ms (down after 2 failures, up after
 * 1 success). A request whose connection fails is sent to another server (retries, redispatch): only
 * connection failures are retried, so a POST is never sent twice. WebSockets (the chat's /api/chat/socket) pass
 * through on HTTP/1.1's upgrade; `timeout tunnel` keeps them open. The stats page (CSV) says who is up.
 */
export function haproxyConfig(o: { port: number; statsPort: number; servers: { name: string; port: number }[] }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 10s
  timeout http-request 10s
  retries 3
  option redispatch 1

frontend mall
  bind 127.0.0.1:${o.port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 1
${o.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join("\n")}

frontend stats
  bind 127.0.0.1:${o.statsPort}
  stats enable
  stats uri /stats
  stats refresh 1s
`;
}

export interface ServerStat {
  name: string;
  status: string;
  /** Sessions it has served. */
  total: number;
}

/** An HAProxy started by the test, in the foreground, on a config file in the test's temporary folder. */
export class Haproxy {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  output = "";
  readonly url: string;

  constructor(
    private readonly o: { dir: string; port: number; statsPort: number; servers: { name: string; port: number }[] },
  ) {
    this.url = `http://127.0.0.1:${o.port}`;
  }

  async start(): Promise<void> {
    const bin = haproxyBinary();
    if (!bin) throw new Error("haproxy is not installed (apt-get install haproxy)");
    const file = join(this.o.dir, "haproxy.cfg");
    writeFileSync(file, haproxyConfig(this.o));
    const check = spawn(bin, ["-c", "-q", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
    let checkOut = "";
    check.stderr?.on("data", (b: Buffer) => {
      checkOut += b.toString();
    });
    const code = await new Promise<number | null>((r) => check.once("exit", r));
    if (code !== 0) throw new Error(`haproxy refused its config:\n${checkOut}`);
    const child = spawn(bin, ["-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
    this.child = child;
    const keep = (b: Buffer) => {
      this.output += b.toString();
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    this.exited = new Promise((resolve) => child.once("exit", () => resolve()));
    process.once("exit", () => child.kill("SIGKILL"));
  }

  /** Each server's state as HAProxy sees it (UP, DOWN, ...), from the stats page's CSV. */
  async servers(): Promise<ServerStat[]> {
    const res = await fetch(`http://127.0.0.1:${this.o.statsPort}/stats;csv`, { signal: AbortSignal.timeout(2_000) });
    const [head, ...rows] = (await res.text()).trim().split("\n");
    const cols = (head ?? "").replace(/^# /, "").split(",");
    const at = (name: string) => cols.indexOf(name);
    return rows
      .map((r) => r.split(","))
      .filter((r) => r[at("pxname")] === "instances" && !["FRONTEND", "BACKEND"].includes(r[at("svname")] ?? ""))
      .map((r) => ({ name: r[at("svname")] ?? "", status: r[at("status")] ?? "", total: Number(r[at("stot")]) }));
  }

  /** Resolves when HAProxy sees exactly these servers up (and the others not), or throws at the deadline. */
  async waitUp(names: string[], timeoutMs = 20_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    let last: ServerStat[] = [];
    while (Date.now() < end) {
      last = await this.servers().catch(() => []);
      const up = last.filter((s) => s.status.startsWith("UP") && !s.status.includes("going down"));
      if (last.length && up.length === names.length && names.every((n) => up.some((s) => s.name === n))) return;
      await sleep(100);
    }
    throw new Error(`haproxy: expected ${names.join(", ")} up, saw ${JSON.stringify(last)}\n${this.output}`);
  }

  async stop(): Promise<void> {
    this.child?.kill("SIGKILL");
    await this.exited;
  }
}
