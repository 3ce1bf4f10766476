/**
 * Writes evm-test-token.ts, the token evm-reader.test.ts deploys, from the Solidity below. The compiler is
 * solc-js (WebAssembly, from npm, run with npx so it is no dependency of the project): nothing is fetched from
 * soliditylang.org, and the same version and settings give the same bytecode.
 *
 *   node --import tsx apps/server/src/wallet/evm-test-token.compile.ts
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const SOLC = "solc@0.8.37";
const EVM_VERSION = "cancun";

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Moves like USDT on Ethereum, for the deposit check's tests: six decimals and a Transfer event per
/// transfer; a transfer beyond the balance reverts; one transaction may pay several addresses.
contract TestUSDT {
    event Transfer(address indexed from, address indexed to, uint256 value);

    uint8 public constant decimals = 6;
    mapping(address => uint256) public balanceOf;

    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) public returns (bool) {
        balanceOf[msg.sender] -= value; // checked arithmetic: reverts beyond the balance
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function transferMany(address[] calldata to, uint256[] calldata value) external {
        for (uint256 i = 0; i < to.length; i++) transfer(to[i], value[i]);
    }
}
`;

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
};

const input = {
  language: "Solidity",
  sources: { "TestUSDT.sol": { content: SOURCE } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: EVM_VERSION,
    outputSelection: { "*": { TestUSDT: ["abi", "evm.bytecode.object"] } },
  },
};
const raw = execFileSync("npx", ["--yes", "-p", SOLC, "solcjs", "--standard-json"], {
  input: JSON.stringify(input),
  encoding: "utf8",
});
// solcjs may print a note about SMT solvers before the JSON.
const output = JSON.parse(raw.slice(raw.indexOf("{"))) as SolcOutput;
const errors = (output.errors ?? []).filter((e) => e.severity === "error");
if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
const compiled = output.contracts["TestUSDT.sol"]?.TestUSDT;
if (!compiled) throw new Error("solc gave no TestUSDT");

const target = fileURLToPath(new URL("./evm-test-token.ts", import.meta.url));
writeFileSync(
  target,
  `// Written by evm-test-token.compile.ts (${SOLC}, optimizer 200 runs, evm ${EVM_VERSION}); change that, not this.
/*
${SOURCE}*/

export const TEST_TOKEN_ABI = ${JSON.stringify(compiled.abi)} as const;

export const TEST_TOKEN_BYTECODE = "0x${compiled.evm.bytecode.object}";
`,
);
execFileSync("npx", ["biome", "format", "--write", target], { stdio: "inherit" });
