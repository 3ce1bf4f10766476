import type { FastifyInstance } from "fastify";
import type { Clock } from "../accounts/index.ts";
import type { Db } from "../db/db.ts";
import type { Caches } from "../http/cache.ts";
import { timedJobs } from "./registry.ts";
import { JobRunner, type RunnerTimings, SERVER_TIMINGS } from "./runner.ts";

export { timedJobs } from "./registry.ts";
export { JobRunner, type RunnerTimings, SERVER_TIMINGS, type TimedJob } from "./runner.ts";

/**
 * The timed jobs of a serving instance: the queue starts when the server listens and stops when it closes. An
 * app only driven by inject() (the API tests) runs none in the background; its tests call the jobs themselves.
 */
export function registerJobs(
  app: FastifyInstance,
  deps: { db: Db; caches: Caches; clock: Clock },
  timings: RunnerTimings = SERVER_TIMINGS,
): void {
  let runner: JobRunner | undefined;
  app.addHook("onListen", async () => {
    if (runner) return;
    runner = new JobRunner(deps.db, timedJobs(deps), deps.clock, app.log, timings);
    try {
      await runner.start();
    } catch (err) {
      app.log.error({ err }, "the job queue did not start: no timed jobs run on this instance");
    }
  });
  app.addHook("onClose", async () => {
    await runner?.stop();
  });
}
