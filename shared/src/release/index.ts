export { HOST_CONTRACT_VERSION, contractFits, parseContractVersion, type ContractCheck, type ContractVersion } from './contract-version';
export { BUILD_INFO_FILE, buildInfoSchema, type BuildInfo } from './build-info';
