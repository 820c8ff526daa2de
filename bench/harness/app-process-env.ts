// The environment a bench starts the app with as a process of its own (as `npm start` runs it): on loopback, with
// a data dir of its own, logging warnings only, on PostgreSQL when given a database URL. The bench adds what its
// measurement needs (e.g. no rate limits, the Google sandbox it runs).
export function appProcessEnv(
  app: { port: number; dataDir: string; databaseUrl?: string | undefined },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(app.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${app.port}`,
    DATA_DIR: app.dataDir,
    LOG_LEVEL: 'warn',
    ...(app.databaseUrl ? { DATABASE_URL: app.databaseUrl } : {}),
    ...extra,
  };
}
