// A minimal ERC-20-shaped token for the chain tests: balances, transfer and the Transfer event,
// which is all a payment watcher reads. solc cannot be installed on every machine that runs the
// tests, so the compiled bytecode is kept here; it was compiled from this source with solc 0.8.28
// (optimizer on, 200 runs, evmVersion london):
//
//   // SPDX-License-Identifier: MIT
//   pragma solidity 0.8.28;
//
//   contract TestToken {
//       event Transfer(address indexed from, address indexed to, uint256 value);
//       mapping(address => uint256) public balanceOf;
//       uint8 public constant decimals = 6;
//
//       constructor(uint256 supply) {
//           balanceOf[msg.sender] = supply;
//           emit Transfer(address(0), msg.sender, supply);
//       }
//
//       function transfer(address to, uint256 value) external returns (bool) {
//           require(balanceOf[msg.sender] >= value, "balance");
//           balanceOf[msg.sender] -= value;
//           balanceOf[to] += value;
//           emit Transfer(msg.sender, to, value);
//           return true;
//       }
//   }

export const TEST_TOKEN_ABI = [
  { inputs: [{ internalType: 'uint256', name: 'supply', type: 'uint256' }], stateMutability: 'nonpayable', type: 'constructor' },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: 'address', name: 'from', type: 'address' },
      { indexed: true, internalType: 'address', name: 'to', type: 'address' },
      { indexed: false, internalType: 'uint256', name: 'value', type: 'uint256' },
    ],
    name: 'Transfer',
    type: 'event',
  },
  {
    inputs: [{ internalType: 'address', name: '', type: 'address' }],
    name: 'balanceOf',
    outputs: [{ internalType: 'uint256', name: '', type: 'uint256' }],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'decimals',
    outputs: [{ internalType: 'uint8', name: '', type: 'uint8' }],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [
      { internalType: 'address', name: 'to', type: 'address' },
      { internalType: 'uint256', name: 'value', type: 'uint256' },
    ],
    name: 'transfer',
    outputs: [{ internalType: 'bool', name: '', type: 'bool' }],
    stateMutability: 'nonpayable',
    type: 'function',
  },
] as const;

export const TEST_TOKEN_BYTECODE =
  '0x6080604052348015600f57600080fd5b50604051610312380380610312833981016040819052602c916073565b33600081815260208181526040808320859055518481527fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910160405180910390a350608b565b600060208284031215608457600080fd5b5051919050565b6102788061009a6000396000f3fe608060405234801561001057600080fd5b50600436106100415760003560e01c8063313ce5671461004657806370a0823114610065578063a9059cbb14610093575b600080fd5b61004e600681565b60405160ff90911681526020015b60405180910390f35b6100856100733660046101ba565b60006020819052908152604090205481565b60405190815260200161005c565b6100a66100a13660046101dc565b6100b6565b604051901515815260200161005c565b336000908152602081905260408120548211156101035760405162461bcd60e51b815260206004820152600760248201526662616c616e636560c81b604482015260640160405180910390fd5b336000908152602081905260408120805484929061012290849061021c565b90915550506001600160a01b0383166000908152602081905260408120805484929061014f90849061022f565b90915550506040518281526001600160a01b0384169033907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9060200160405180910390a35060015b92915050565b80356001600160a01b03811681146101b557600080fd5b919050565b6000602082840312156101cc57600080fd5b6101d58261019e565b9392505050565b600080604083850312156101ef57600080fd5b6101f88361019e565b946020939093013593505050565b634e487b7160e01b600052601160045260246000fd5b8181038181111561019857610198610206565b808201808211156101985761019861020656fea26469706673582212208b04b691aea60a4c8b31362d131a367866037f4efd25e4e296afa84209be248664736f6c634300081c0033' as const;
