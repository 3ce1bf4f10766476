import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { Haproxy, haproxyBinary } from "./haproxy.ts";
import { faketimeLibrary, ServerInstance } from "./instance.ts";
import { type CuttableRedis, cuttableRedis } from "./redis-relay.ts";

/**
 * What a cluster test needs besides the PostgreSQL project: Redis, HAProxy and (for clock shifts) libfaketime.
 * In CI a missing piece fails the test, never skips it: a test skipped in CI does not exist.
 */
export function clusterMissing(o: { faketime?: boolean } = {}): string[] {
  return [
    ...(process.env.TEST_REDIS_URL ? [] : ["TEST_REDIS_URL"]),
    ...(haproxyBinary() ? [] : ["haproxy (apt-get install haproxy)"]),
    ...(o.faketime && !faketimeLibrary() ? ["libfaketime (apt-get install faketime)"] : []),
  ];
}

/** On the PostgreSQL project; skipped off CI when something is missing, failed in CI (clusterMissing). */
export const clusterRuns = (missing: string[]): boolean =>
  process.env.TEST_DB_BACKEND === "postgres" && (missing.length === 0 || Boolean(process.env.CI));

export function assertClusterPrerequisites(missing: string[]): void {
  if (missing.length) throw new Error(`the cluster tests need: ${missing.join(", ")}`);
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createServer();
    s.once("error", () => resolve(false));
    s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
  });

/** `count` ports free now, from `from` up to `to` (each test file has its own part of the range). */
export async function freePorts(count: number, from: number, to: number): Promise<number[]> {
  const out: number[] = [];
  for (let p = from; p <= to && out.length < count; p++) if (await portFree(p)) out.push(p);
  if (out.length < count) throw new Error(`no ${count} free ports in ${from}-${to}`);
  return out;
}

export interface ClusterPlan {
  /** The test's database (test/db.ts clones a migrated one per file). */
  databaseUrl: string;
  /** The Redis database index of this cluster: its chat stream and rate-limit counters are its own. */
  redisDb: number;
  ports: { from: number; to: number };
  instances: { name: string; clockShift?: string }[];
}

export interface Cluster {
  /** The load balancer's address: what every client of the test talks to. */
  url: string;
  lb: Haproxy;
  instances: ServerInstance[];
  relay: CuttableRedis;
  /** Starts every instance not running, in parallel; resolves when HAProxy sees them all up. */
  startAll(): Promise<void>;
  /** The instances' and HAProxy's output, for a failure's message (exits the test did not ask for last). */
  logs(): string;
  close(): Promise<void>;
}

/**
 * HAProxy in front of server instances on one PostgreSQL database and one Redis (reached through a relay the
 * test can cut). Nothing is started but the relay and HAProxy: the test starts the instances (startAll, or one
 * by one when the order matters).
 */
export async function cluster(plan: ClusterPlan): Promise<Cluster> {
  const [lbPort = 0, statsPort = 0, relayPort = 0, ...instancePorts] = await freePorts(
    3 + plan.instances.length,
    plan.ports.from,
    plan.ports.to,
  );
  const dir = mkdtempSync(join(tmpdir(), "mall-cluster-"));
  const redisTarget = new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
  const relay = cuttableRedis(redisTarget);
  /** Redis's address with this cluster's database index (and its password, if it has one) at host:port. */
  const redisAt = (host: string, port: number) => {
    const u = new URL(redisTarget);
    u.hostname = host;
    u.port = String(port);
    u.pathname = `/${plan.redisDb}`;
    return u.toString();
  };
  await relay.listen(relayPort);
  const instances = plan.instances.map((spec, i) => {
    const dataDir = join(dir, spec.name);
    mkdirSync(dataDir);
    return new ServerInstance({
      ...spec,
      port: instancePorts[i] ?? 0,
      databaseUrl: plan.databaseUrl,
      redisUrl: redisAt("127.0.0.1", relayPort),
      dataDir,
    });
  });
  const lb = new Haproxy({
    dir,
    port: lbPort,
    statsPort,
    servers: instances.map((s) => ({ name: s.spec.name, port: s.spec.port })),
  });
  await lb.start();
  return {
    url: lb.url,
    lb,
    instances,
    relay,
    async startAll() {
      await Promise.all(instances.filter((s) => !s.running).map((s) => s.start()));
      await lb.waitUp(instances.map((s) => s.spec.name));
    },
    logs: () =>
      [
        ...instances.map((s) => s.output),
        `--- haproxy\n${lb.output}`,
        ...instances.flatMap((s) => s.unexpectedExits.map((e) => `UNEXPECTED EXIT: ${e}`)),
      ].join("\n"),
    async close() {
      await Promise.allSettled(instances.map((s) => s.stop()));
      await lb.stop();
      await relay.close();
      // The cluster's chat stream; its rate-limit counters expire on their own.
      const redis = new Redis(redisAt(redisTarget.hostname, Number(redisTarget.port || 6379)), {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
      });
      await redis
        .connect()
        .then(() => redis.del("chat:events"))
        .catch(() => undefined);
      redis.disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
