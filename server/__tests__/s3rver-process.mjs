/**
 * s3rver (an S3-protocol server on loopback, standing in for OSS, COS, S3 or MinIO) in a process
 * of its own, for the tests and the benchmark: `node --openssl-legacy-provider
 * s3rver-process.mjs <folder> <port> <bucket>` prints `listening <port>` once it answers.
 * Its own process because s3rver makes list continuation tokens with DES, which OpenSSL 3 has
 * only in its legacy provider (a flag of the process), and so that a test can stop the store
 * and start it again on the same port.
 */
import S3rver from 's3rver';

const [directory, port = '0', bucket = 'site'] = process.argv.slice(2);
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port: listening } = await server.run();
console.log(`listening ${listening}`);
// Gone at once, as a store that fails is: s3rver's own close() waits for the keep-alive
// connections of the instances polling it, which may never go idle.
process.on('SIGTERM', () => process.exit(0));
