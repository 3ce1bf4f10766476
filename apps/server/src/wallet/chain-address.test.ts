import { describe, expect, it } from "vitest";
import { checkChainAddress } from "./chain-address.ts";

/* Published test vectors: EIP-55, BIP-173 (bech32), BIP-350 (bech32m), and well-known mainnet addresses. */
describe("chain addresses", () => {
  it("takes EIP-55 addresses and refuses a broken checksum (ERC20, ETH)", () => {
    for (const a of [
      "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
      "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
      "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
      "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
    ]) {
      expect(checkChainAddress("ERC20", a)).toEqual({ ok: true, address: a });
    }
    // All lower or all upper case carries no checksum: taken, and written checksummed.
    expect(checkChainAddress("ETH", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")).toEqual({
      ok: true,
      address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    });
    for (const bad of [
      "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD",
      "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA",
      "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
      "0xZaAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    ]) {
      expect(checkChainAddress("ERC20", bad), bad).toEqual({ ok: false });
    }
  });

  it("takes TRON base58check addresses with the 0x41 prefix (TRC20)", () => {
    expect(checkChainAddress("TRC20", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")).toEqual({
      ok: true,
      address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    });
    for (const bad of [
      "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u",
      "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6",
      "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
      "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
    ]) {
      expect(checkChainAddress("TRC20", bad), bad).toEqual({ ok: false });
    }
  });

  it("takes legacy, P2SH, bech32 and bech32m mainnet addresses and refuses broken ones (BTC)", () => {
    for (const a of [
      "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
      "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
      "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3",
      "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
    ]) {
      expect(checkChainAddress("BTC", a), a).toEqual({ ok: true, address: a });
    }
    for (const bad of [
      "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3",
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5",
      // BIP-350: a witness v1 program under a bech32 (not bech32m) checksum.
      "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd",
      // Testnet is not mainnet.
      "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
      // Mixed case is never bech32.
      "bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
    ]) {
      expect(checkChainAddress("BTC", bad), bad).toEqual({ ok: false });
    }
  });

  it("refuses empty, over-long and hostile input on every network", () => {
    for (const network of ["TRC20", "ERC20", "ETH", "BTC"] as const) {
      for (const bad of ["", "   ", "x".repeat(101), "\u0000", "'; drop table party; --"]) {
        expect(checkChainAddress(network, bad)).toEqual({ ok: false });
      }
    }
    expect(checkChainAddress("TRC20", "  TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ")).toEqual({
      ok: true,
      address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    });
  });
});
