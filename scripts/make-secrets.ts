import { GATEWAY_SECRET_FILE, readOrCreateGatewaySecret, readOrCreateSecrets, SECRET_FILES } from '@haat/server-kit';
import { NATS_SECRETS_DIR, readOrCreateNatsPasswords } from './deploy/nats-secrets.ts';

/**
 * `node scripts/make-secrets.ts <dir>`: makes the session-token key pair, the OTP secret and the
 * gateway secret (GATEWAY_SECRET) in <dir>, and each app's NATS password in <dir>/nats, if they are
 * not there yet, and never replaces one that is. docker-compose.yml runs it once on the secrets
 * volume before the apps start; they read the files through <NAME>_FILE.
 */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/make-secrets.ts <dir>');
  process.exit(2);
}
readOrCreateSecrets(dir);
readOrCreateGatewaySecret(dir);
const nats = readOrCreateNatsPasswords(dir);
console.log(`secrets ready in ${dir}: ${[...Object.values(SECRET_FILES), GATEWAY_SECRET_FILE].join(', ')}, ${NATS_SECRETS_DIR}/ (${Object.keys(nats).join(', ')})`);
