/**
 * Preloaded into decap-server (`node --require`, local-backend.ts): every `listen` it makes goes
 * to the Unix socket named by DECAP_SOCKET, created with mode 0600 inside a 0700 folder, instead
 * of a TCP port. decap-server takes its port as a number only (parseInt of PORT) and answers CORS
 * for any `http://localhost:*` origin without checking Host: on a TCP port, any local web app or a
 * page that rebinds its DNS name to 127.0.0.1 could find it by scanning and read or write the
 * checkout. A socket file only this user can open has no port to find; the guard (cms-guard.ts)
 * is the only thing that connects to it.
 */
const { chmodSync } = require('node:fs');
const net = require('node:net');

const socket = process.env.DECAP_SOCKET;
if (!socket) {
  console.error('decap-socket: DECAP_SOCKET is not set; refusing to listen on a TCP port');
  process.exit(1);
}

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function listenOnSocket(...args) {
  const last = args[args.length - 1];
  const callback = typeof last === 'function' ? last : undefined;
  // The socket file is created by bind(), synchronously inside listen(): with this mask it is
  // never readable or writable by others, not even for a moment. The mask is put back at once,
  // so the content files decap-server writes keep their usual modes.
  const mask = process.umask(0o177);
  try {
    return listen.call(this, socket, () => {
      chmodSync(socket, 0o600);
      callback?.();
    });
  } finally {
    process.umask(mask);
  }
};
