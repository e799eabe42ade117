/**
 * What the scripts (`scripts/`) may use of the server: building the app, reading the
 * environment, the message store (`npm run messages`), the retention rule, and the release
 * folders, build environment and failure report of publishing (`npm run publish`). Everything
 * else in server/src is the server's own (biome.json refuses a script importing it); `main.ts` is
 * the process entry point the scripts start.
 */
export { buildApp } from './app';
export { loadConfig } from './config';
export { buildEnv } from './publish/build-env';
export { Cluster, type InstanceState, instanceName } from './publish/cluster';
export { reportFailure } from './publish/notify';
export {
  manifestOf,
  parseReleasesUrl,
  ReleaseStore,
  s3ClientFromEnv,
  storedManifest,
} from './publish/object-store';
export * from './publish/releases';
export { retentionCutoff } from './retention';
export {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  type DeleteCounts,
  openStore,
  type Person,
  type StoredMessage,
  type Subscriber,
} from './store';
