import { validate as validateBitcoin, Network } from "bitcoin-address-validation";
import bs58check from "bs58check";
import { getAddress, isAddress } from "viem";

/**
 * Receiving and withdrawal addresses, checked with their network's checksum before any money is pointed at
 * them (issue 11): a mistyped character fails here instead of sending funds nowhere.
 * - TRC20 (TRON): base58check of 21 bytes starting 0x41 (the "T…" addresses).
 * - ERC20 and ETH (EVM): 20 bytes of hex; a mixed-case address must carry a valid EIP-55 checksum. The
 *   answer is written in its checksummed form.
 * - BTC (mainnet): legacy (P2PKH "1…"), P2SH ("3…"), bech32 (BIP-173, "bc1q…") and bech32m (BIP-350, "bc1p…").
 */
export const CHAIN_NETWORKS = ["TRC20", "ERC20", "ETH", "BTC"] as const;
export type ChainNetwork = (typeof CHAIN_NETWORKS)[number];

export type CheckedAddress = { ok: true; address: string } | { ok: false };

const TRON_PREFIX = 0x41;

function tron(raw: string): CheckedAddress {
  try {
    const bytes = bs58check.decode(raw);
    return bytes.length === 21 && bytes[0] === TRON_PREFIX ? { ok: true, address: raw } : { ok: false };
  } catch {
    return { ok: false };
  }
}

function evm(raw: string): CheckedAddress {
  return isAddress(raw, { strict: true }) ? { ok: true, address: getAddress(raw) } : { ok: false };
}

function bitcoin(raw: string): CheckedAddress {
  return validateBitcoin(raw, Network.mainnet) ? { ok: true, address: raw } : { ok: false };
}

const CHECKS: Record<ChainNetwork, (raw: string) => CheckedAddress> = {
  TRC20: tron,
  ERC20: evm,
  ETH: evm,
  BTC: bitcoin,
};

/** The address in its network's canonical form, or `{ ok: false }`; surrounding spaces are forgiven. */
export function checkChainAddress(network: ChainNetwork, raw: string): CheckedAddress {
  const typed = raw.trim();
  if (typed.length === 0 || typed.length > 100) return { ok: false };
  return CHECKS[network](typed);
}
