// Process entry: load config (fail fast with the variable's name), start, and shut down gracefully.
import v8 from 'node:v8';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

// After each full collection V8 lets the heap grow to as much as 4× what survived before the next one, so a long
// job's garbage (a sync of 20,000 videos: about 300 MB) stays resident. 1.5× keeps the peak flat in the size of
// the work at a small CPU cost (bench/sync/sync-memory.bench.ts; decision 054).
v8.setFlagsFromString('--heap-growing-percent=50');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel);
const server = await startServer(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, 'Vidcraft failed to start');
  process.exit(1);
});

let signals = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    signals += 1;
    if (signals > 1) process.exit(1); // a second signal means "now"
    logger.info({ signal }, 'shutting down');
    // Requests and jobs get SHUTDOWN_TIMEOUT_MS; should closing the rest hang, the process still ends.
    setTimeout(() => {
      logger.error('shutdown did not finish in time');
      process.exit(1);
    }, config.shutdownTimeoutMs + 10_000).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
