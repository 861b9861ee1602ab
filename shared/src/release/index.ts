// Zod-free, so the shell can check contracts at start-up without loading any schema; the server
// parses build files with './release/schema'.
export { HOST_CONTRACT_VERSION, contractFits, parseContractVersion, type ContractCheck, type ContractVersion } from './contract-version';
export { BUILD_INFO_FILE, type BuildInfo } from './build-info';
