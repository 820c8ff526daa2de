// Vitest setup shared by every project: a test may talk to loopback only. Any other outbound connection or DNS
// lookup throws, so an unplanned call to Google, an AI provider or any other host fails the test at once.
import dns from 'node:dns';
import net from 'node:net';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);

function isLoopback(host: string | undefined): boolean {
  if (!host) return true; // no host means a local socket path or the default (localhost)
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.') || host.endsWith('.localhost');
}

function refuse(what: string): never {
  throw new Error(`Unplanned network access in a test: ${what}. Tests may only reach loopback.`);
}

const originalConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const first = args[0];
  let host: string | undefined;
  let path: string | undefined;
  if (typeof first === 'object' && first !== null && !Array.isArray(first)) {
    const options = first as { host?: string; path?: string };
    host = options.host;
    path = options.path;
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    host = typeof args[1] === 'string' ? args[1] : undefined;
  } else if (typeof first === 'string') {
    path = first;
  }
  if (!path && !isLoopback(host)) refuse(`connect to ${host}`);
  return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;

const originalLookup = dns.lookup;
dns.lookup = function guardedLookup(hostname: string, ...rest: unknown[]) {
  if (!isLoopback(hostname)) refuse(`DNS lookup of ${hostname}`);
  return (originalLookup as (...a: unknown[]) => unknown)(hostname, ...rest);
} as typeof dns.lookup;

const originalPromisesLookup = dns.promises.lookup;
dns.promises.lookup = function guardedPromisesLookup(hostname: string, ...rest: unknown[]) {
  if (!isLoopback(hostname))
    return Promise.reject(new Error(`Unplanned DNS lookup of ${hostname} in a test.`));
  return (originalPromisesLookup as (...a: unknown[]) => Promise<unknown>)(hostname, ...rest);
} as typeof dns.promises.lookup;
