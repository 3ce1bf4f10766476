import { BaseError, createPublicClient, erc20Abi, http, parseEventLogs, TransactionReceiptNotFoundError } from "viem";
import type { ChainReader, ChainTx } from "./chain-reader.ts";

/** Staff wait on the answer: a node that does not answer quickly (twice) is reported, not waited for. */
const TIMEOUT_MS = 4_000;
const EVM_HASH = /^(0x)?[0-9a-fA-F]{64}$/;

/**
 * Reads ERC20 deposits from an Ethereum JSON-RPC node (one of our own, or a provider's URL). Only Transfer
 * logs are read, so a token that moves without one (or native ETH) is not seen.
 */
export function evmChainReader(rpcUrl: string, options: { timeoutMs?: number } = {}): ChainReader {
  const client = createPublicClient({
    transport: http(rpcUrl, { timeout: options.timeoutMs ?? TIMEOUT_MS, retryCount: 1 }),
    // The head moves: a cached block number would understate confirmations.
    cacheTime: 0,
  });
  const networks = ["ERC20"] as const;

  async function transaction(network: string, typed: string): Promise<ChainTx | null> {
    if (network !== "ERC20") throw new Error(`the EVM reader does not read ${network}`);
    if (!EVM_HASH.test(typed)) return null;
    const hash = `0x${typed.replace(/^0x/, "").toLowerCase()}` as const;
    try {
      const [receipt, head] = await Promise.all([client.getTransactionReceipt({ hash }), client.getBlockNumber()]);
      // Logs of other shapes under the same topic (an ERC721 Transfer) do not decode and are left out.
      const logs = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs });
      return {
        hash,
        status: receipt.status,
        // A node behind a load balancer may answer the head from a replica that is a block behind.
        confirmations: Math.max(0, Number(head - receipt.blockNumber) + 1),
        transfers: logs.map((log) => ({
          logIndex: log.logIndex,
          token: log.address.toLowerCase(),
          from: log.args.from.toLowerCase(),
          to: log.args.to.toLowerCase(),
          amount: log.args.value,
        })),
      };
    } catch (e) {
      if (e instanceof TransactionReceiptNotFoundError) return null;
      // The URL may carry a provider's key: it stays out of the message.
      const why = e instanceof BaseError ? e.shortMessage : String(e);
      throw new Error(`the ERC20 node could not be read: ${why}`, { cause: e });
    }
  }

  return { networks, transaction };
}
