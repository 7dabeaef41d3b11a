import { createLogger, loadConfig } from '@haat/server-kit';
import { gatewayConfigSchema } from './config.ts';
import { startGateway } from './gateway.ts';

const config = loadConfig(gatewayConfigSchema);
const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
const gateway = await startGateway(config, logger).catch((err: unknown) => {
  logger.fatal({ err: String(err) }, `gateway could not listen on port ${config.PORT}`);
  process.exit(1);
});

let shuttingDown = false;
const shutdown = async (signal: string) => {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info(`${signal}: shutting down gateway`);
  setTimeout(() => process.exit(1), 10_000).unref();
  await gateway.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
