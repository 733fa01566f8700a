// Browser-safe entry. The webpack config factory is Node-only: `@travel/federation/webpack-config`.
export {
  parseRegistry,
  parseRegistryText,
  readRegistry,
  registryOfThisPage,
  toRuntimeRemotes,
  REGISTRY_ELEMENT_ID,
  REGISTRY_URL,
} from './registry';
export { pinOrderVersions } from './visitor-versions';
export { SharedRequirementError } from './shared-contract';
export type { RegistryParseResult, ReadRegistryOptions } from './registry';
export { reportRemoteError, setRemoteErrorReporter, wasReported } from './runtime/error-reporter';
export type { RemoteErrorPhase, RemoteErrorReport, RemoteErrorReporter } from './runtime/error-reporter';
export { DEFAULT_RETRY, isNetworkFailure, retryDelay } from './runtime/retry-policy';
export type { RetryOptions } from './runtime/retry-policy';
export { createRetryPlugin } from './runtime/retry-plugin';
export type { RemoteName, RemoteRegistry } from '@travel/contracts/remotes';
