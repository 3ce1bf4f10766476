import { type ChildProcessByStdio, spawn } from "node:child_process";
import { once } from "node:events";
import { createRequire } from "node:module";
import { createServer, type Server } from "node:net";
import type { Readable } from "node:stream";
import { type Address, createPublicClient, createTestClient, createWalletClient, type Hash, http } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchDeposit } from "./chain-reader.ts";
import { evmChainReader } from "./evm-reader.ts";
import { TEST_TOKEN_ABI, TEST_TOKEN_BYTECODE } from "./evm-test-token.ts";

/**
 * The EVM reader against a real node: anvil (Foundry's local Ethereum node, a native binary installed from npm
 * as @foundry-rs/anvil), started on a free port for this file and stopped after it. The token is
 * evm-test-token.ts, compiled ahead of time, so nothing is downloaded.
 */

const ANVIL_ARCH: Record<string, string> = { x64: "amd64", arm64: "arm64" };
const ANVIL_PACKAGE = `@foundry-rs/anvil-${process.platform}-${ANVIL_ARCH[process.arch] ?? process.arch}`;

function anvilBinary(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve(`${ANVIL_PACKAGE}/bin/anvil`);
  } catch {
    return undefined;
  }
}

type Anvil = { url: string; stop: () => Promise<void> };

async function startAnvil(binary: string): Promise<Anvil> {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
    binary,
    ["--host", "127.0.0.1", "--port", "0", "--accounts", "2"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  // Should the worker die before afterAll, the node goes with it.
  const kill = () => child.kill("SIGKILL");
  process.once("exit", kill);
  let said = "";
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`anvil did not start:\n${said}`)), 15_000);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      // Anvil writes a line per request; the pipe is drained all along so it never blocks.
      if (said.length < 10_000) said += chunk;
      const listening = /Listening on (\S+)/.exec(said);
      if (listening) {
        clearTimeout(timer);
        resolve(`http://${listening[1]}`);
      }
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      said += chunk;
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`anvil exited (${code}):\n${said}`));
    });
  });
  const stop = async () => {
    process.off("exit", kill);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  };
  try {
    return { url: await url, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

const RECEIVING: Address = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const SOMEONE: Address = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";
const lower = (a: string) => a.toLowerCase();

const binary = anvilBinary();

// In CI the node must be there; elsewhere a platform npm has no anvil for is told, not failed.
describe.skipIf(!binary && !process.env.CI)(`evmChainReader on a local node (${ANVIL_PACKAGE})`, () => {
  let anvil: Anvil;
  let chain: ReturnType<typeof clients>;
  let usdt: Address;
  let lookAlike: Address;
  let payer: Address;
  let deposit: Hash;
  let fakeDeposit: Hash;
  let reverted: Hash;

  function clients(url: string) {
    const transport = http(url);
    return {
      public: createPublicClient({ chain: foundry, transport, cacheTime: 0, pollingInterval: 20 }),
      wallet: createWalletClient({ chain: foundry, transport }),
      test: createTestClient({ chain: foundry, transport, mode: "anvil" }),
    };
  }

  async function mined(hash: Hash) {
    return chain.public.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  }

  async function deployToken(from: Address): Promise<Address> {
    const hash = await chain.wallet.deployContract({
      abi: TEST_TOKEN_ABI,
      bytecode: TEST_TOKEN_BYTECODE,
      args: [1_000_000_000_000n],
      account: from,
    });
    const { contractAddress } = await mined(hash);
    if (!contractAddress) throw new Error("no contract deployed");
    return contractAddress;
  }

  beforeAll(async () => {
    if (!binary) throw new Error(`${ANVIL_PACKAGE} is not installed: npm install (it comes with @foundry-rs/anvil)`);
    anvil = await startAnvil(binary);
    chain = clients(anvil.url);
    const [first, second] = await chain.wallet.getAddresses();
    if (!first || !second) throw new Error("anvil gave no accounts");
    payer = first;
    usdt = await deployToken(payer);
    lookAlike = await deployToken(payer);

    // One transaction paying someone else first, then us: ours is its second log.
    deposit = await chain.wallet.writeContract({
      address: usdt,
      abi: TEST_TOKEN_ABI,
      functionName: "transferMany",
      args: [
        [SOMEONE, RECEIVING],
        [1_000_000n, 12_500_000n],
      ],
      account: payer,
    });
    fakeDeposit = await chain.wallet.writeContract({
      address: lookAlike,
      abi: TEST_TOKEN_ABI,
      functionName: "transfer",
      args: [RECEIVING, 12_500_000n],
      account: payer,
    });
    // The second account holds no token: the transfer reverts (mined anyway, the gas given, not estimated).
    reverted = await chain.wallet.writeContract({
      address: usdt,
      abi: TEST_TOKEN_ABI,
      functionName: "transfer",
      args: [RECEIVING, 1n],
      account: second,
      gas: 100_000n,
    });
    for (const hash of [deposit, fakeDeposit, reverted]) await mined(hash);
    await chain.test.mine({ blocks: 5 });
  });

  afterAll(async () => {
    await anvil?.stop();
  });

  async function confirmationsOf(hash: Hash): Promise<number> {
    const [receipt, head] = await Promise.all([
      chain.public.getTransactionReceipt({ hash }),
      chain.public.getBlockNumber(),
    ]);
    return Number(head - receipt.blockNumber) + 1;
  }

  it("reads the transfers of a transaction, with their log index, and its confirmations", async () => {
    const reader = evmChainReader(anvil.url);
    expect(reader.networks).toEqual(["ERC20"]);
    const tx = await reader.transaction("ERC20", deposit);
    expect(tx).toEqual({
      hash: deposit,
      status: "success",
      confirmations: await confirmationsOf(deposit),
      transfers: [
        { logIndex: 0, token: lower(usdt), from: lower(payer), to: lower(SOMEONE), amount: 1_000_000n },
        { logIndex: 1, token: lower(usdt), from: lower(payer), to: lower(RECEIVING), amount: 12_500_000n },
      ],
    });
    expect(tx?.confirmations).toBeGreaterThanOrEqual(8);
    // The hash as a buyer may paste it: upper case, without 0x.
    expect(await reader.transaction("ERC20", deposit.slice(2).toUpperCase())).toEqual(tx);

    await chain.test.mine({ blocks: 2 });
    expect((await reader.transaction("ERC20", deposit))?.confirmations).toBe((tx?.confirmations ?? 0) + 2);
  });

  it("answers null for a hash that is unknown or malformed", async () => {
    const reader = evmChainReader(anvil.url);
    expect(await reader.transaction("ERC20", `0x${"42".repeat(32)}`)).toBeNull();
    for (const bad of ["", "0x", "0x1234", `0x${"zz".repeat(32)}`, `0x${"42".repeat(33)}`, "hello"]) {
      expect(await reader.transaction("ERC20", bad), bad).toBeNull();
    }
    await expect(reader.transaction("TRC20", deposit)).rejects.toThrow(/does not read TRC20/);
  });

  it("reads a reverted transfer as reverted, with no transfers", async () => {
    const tx = await evmChainReader(anvil.url).transaction("ERC20", reverted);
    expect(tx).toMatchObject({ hash: reverted, status: "reverted", transfers: [] });
  });

  it("verifies the deposit over the real transaction, and refuses what does not match", async () => {
    const reader = evmChainReader(anvil.url);
    const tx = await reader.transaction("ERC20", deposit);
    const have = tx?.confirmations ?? 0;
    const check = (over: Partial<Parameters<typeof matchDeposit>[0]> = {}) =>
      matchDeposit({
        receivingAddress: RECEIVING,
        tokenContract: usdt,
        decimals: 6,
        minConfirmations: have,
        expectedVolume: "12.5",
        tx,
        usedBefore: false,
        ...over,
      });

    expect(check()).toMatchObject({
      configured: true,
      verified: true,
      logIndex: 1,
      items: { amount: { ok: true, chainAmount: "12.5" }, confirmations: { ok: true, have, need: have } },
    });
    expect(check({ receivingAddress: SOMEONE, expectedVolume: "1" }).verified).toBe(true);

    expect(check({ receivingAddress: "0x1111111111111111111111111111111111111111" })).toMatchObject({
      verified: false,
      items: { toAddress: { ok: false } },
    });
    expect(check({ tokenContract: lookAlike })).toMatchObject({ verified: false, items: { token: { ok: false } } });
    expect(check({ tx: await reader.transaction("ERC20", fakeDeposit) })).toMatchObject({
      verified: false,
      items: { toAddress: { ok: true }, token: { ok: false } },
    });
    expect(check({ expectedVolume: "12.4" })).toMatchObject({
      verified: false,
      items: { amount: { ok: false, relation: "above", chainAmount: "12.5" } },
    });
    expect(check({ minConfirmations: have + 1 })).toMatchObject({
      verified: false,
      items: { confirmations: { ok: false, have, need: have + 1 } },
    });
    expect(check({ usedBefore: true })).toMatchObject({ verified: false, items: { unused: { ok: false } } });
    expect(check({ tx: await reader.transaction("ERC20", reverted) })).toMatchObject({
      verified: false,
      items: { found: { ok: true }, succeeded: { ok: false } },
    });
  });
});

describe("evmChainReader when the node cannot be read", () => {
  let silent: Server | undefined;
  afterAll(() => {
    silent?.close();
  });

  async function freePort(server = createServer()): Promise<number> {
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    return address.port;
  }

  it("throws a clear error, without the URL, when nothing listens", async () => {
    const probe = createServer();
    const port = await freePort(probe);
    probe.close();
    await once(probe, "close");
    const reader = evmChainReader(`http://127.0.0.1:${port}/secret-key`);
    const failure = reader.transaction("ERC20", `0x${"42".repeat(32)}`);
    await expect(failure).rejects.toThrow(/^the ERC20 node could not be read/);
    await expect(failure).rejects.not.toThrow(/secret-key/);
  });

  it("gives up on a node that does not answer, after its timeout", async () => {
    // Takes connections and never answers.
    silent = createServer(() => {});
    const port = await freePort(silent);
    const reader = evmChainReader(`http://127.0.0.1:${port}`, { timeoutMs: 300 });
    const started = Date.now();
    await expect(reader.transaction("ERC20", `0x${"42".repeat(32)}`)).rejects.toThrow(/took too long/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
