// Written by evm-test-token.compile.ts (solc@0.8.37, optimizer 200 runs, evm cancun); change that, not this.
/*
// SPDX-License-Identifier: MIT
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
*/

export const TEST_TOKEN_ABI = [
  {
    inputs: [{ internalType: "uint256", name: "supply", type: "uint256" }],
    stateMutability: "nonpayable",
    type: "constructor",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: "address", name: "from", type: "address" },
      { indexed: true, internalType: "address", name: "to", type: "address" },
      { indexed: false, internalType: "uint256", name: "value", type: "uint256" },
    ],
    name: "Transfer",
    type: "event",
  },
  {
    inputs: [{ internalType: "address", name: "", type: "address" }],
    name: "balanceOf",
    outputs: [{ internalType: "uint256", name: "", type: "uint256" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [],
    name: "decimals",
    outputs: [{ internalType: "uint8", name: "", type: "uint8" }],
    stateMutability: "view",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "to", type: "address" },
      { internalType: "uint256", name: "value", type: "uint256" },
    ],
    name: "transfer",
    outputs: [{ internalType: "bool", name: "", type: "bool" }],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address[]", name: "to", type: "address[]" },
      { internalType: "uint256[]", name: "value", type: "uint256[]" },
    ],
    name: "transferMany",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
] as const;

export const TEST_TOKEN_BYTECODE =
  "0x6080604052348015600e575f5ffd5b506040516103fe3803806103fe833981016040819052602b916071565b335f81815260208181526040808320859055518481527fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910160405180910390a3506087565b5f602082840312156080575f5ffd5b5051919050565b61036a806100945f395ff3fe608060405234801561000f575f5ffd5b506004361061004a575f3560e01c8063313ce5671461004e57806370a082311461006d578063a9059cbb1461009a578063b7fc6612146100bd575b5f5ffd5b610056600681565b60405160ff90911681526020015b60405180910390f35b61008c61007b3660046101ea565b5f6020819052908152604090205481565b604051908152602001610064565b6100ad6100a836600461020a565b6100d2565b6040519015158152602001610064565b6100d06100cb36600461027a565b61016d565b005b335f908152602081905260408120805483919083906100f29084906102fa565b90915550506001600160a01b0383165f908152602081905260408120805484929061011e90849061030d565b90915550506040518281526001600160a01b0384169033907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9060200160405180910390a35060015b92915050565b5f5b838110156101c8576101bf85858381811061018c5761018c610320565b90506020020160208101906101a191906101ea565b8484848181106101b3576101b3610320565b905060200201356100d2565b5060010161016f565b5050505050565b80356001600160a01b03811681146101e5575f5ffd5b919050565b5f602082840312156101fa575f5ffd5b610203826101cf565b9392505050565b5f5f6040838503121561021b575f5ffd5b610224836101cf565b946020939093013593505050565b5f5f83601f840112610242575f5ffd5b50813567ffffffffffffffff811115610259575f5ffd5b6020830191508360208260051b8501011115610273575f5ffd5b9250929050565b5f5f5f5f6040858703121561028d575f5ffd5b843567ffffffffffffffff8111156102a3575f5ffd5b6102af87828801610232565b909550935050602085013567ffffffffffffffff8111156102ce575f5ffd5b6102da87828801610232565b95989497509550505050565b634e487b7160e01b5f52601160045260245ffd5b81810381811115610167576101676102e6565b80820180821115610167576101676102e6565b634e487b7160e01b5f52603260045260245ffdfea26469706673582212206ecfc4a2f3590dfe09ce12a512d64173f114111fead6c768506e8bd1bc37a03b64736f6c63430008250033";
