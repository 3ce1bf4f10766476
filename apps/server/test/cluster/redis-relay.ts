import { type AddressInfo, createServer, type Server, Socket } from "node:net";

/**
 * A TCP relay in front of Redis that can be cut (every connection dropped, new ones refused) and restored: the
 * instances reach Redis only through it (here and in chat/instances.test.ts).
 */
export function cuttableRedis(target: URL) {
  const sockets = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((inbound) => {
    if (cut) return inbound.destroy();
    const outbound = new Socket();
    outbound.connect(Number(target.port || 6379), target.hostname);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => {
        sockets.delete(s);
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  return {
    /** Listens on `port` (any free one when 0) and answers the port it listens on. */
    listen: (port = 0) =>
      new Promise<number>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
      }),
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
export type CuttableRedis = ReturnType<typeof cuttableRedis>;
